import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseSubmission } from '~/lib/form.server';

describe('parseSubmission', () => {
  const schema = z.object({ name: z.string().min(1) });

  it('parses a form as conform does', () => {
    const form = new FormData();
    form.set('name', 'Kim');
    expect(parseSubmission(form, { schema })).toMatchObject({ status: 'success', value: { name: 'Kim' } });
  });

  it('answers a forged conform intent with 400, never a 500', () => {
    const form = new FormData();
    form.set('name', 'Kim');
    form.set('__intent__', 'not json');
    let thrown: unknown;
    try {
      parseSubmission(form, { schema });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 400 } });
  });
});
