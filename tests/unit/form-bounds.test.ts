import { describe, expect, it } from 'vitest';
import { FORM_LIMITS, formProblem } from '~/lib/form-bounds';
import { readFormData } from '~/lib/form.server';

const entries = (pairs: [string, string][]) => pairs as [string, FormDataEntryValue][];
const post = (body: string) =>
  new Request('http://localhost/main/x', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('form bounds', () => {
  it('lets real forms through: list entries, long text, tabs and line breaks', () => {
    expect(
      formProblem(
        entries([
          ['educations[0].school', 'Hanbit'],
          ['works[19].achievements', 'a\tb\r\n'.repeat(700)],
          ['skills[99]', 'Go'],
        ]),
      ),
    ).toBeNull();
  });

  it('refuses list indexes from the limit up, however they are written', () => {
    expect(formProblem(entries([['foo[10000000]', 'x']]))).toBe('index');
    expect(formProblem(entries([['educations[100].school', 'x']]))).toBe('index');
    expect(formProblem(entries([['a[0].b[0001]', 'x']]))).toBe('index');
  });

  it('refuses too many fields, long names and long values', () => {
    const many = Array.from({ length: FORM_LIMITS.fields + 1 }, (_, i) => [`f${i}`, 'x'] as [string, string]);
    expect(formProblem(entries(many))).toBe('fields');
    expect(formProblem(entries(many.slice(1)))).toBeNull();
    expect(formProblem(entries([['n'.repeat(FORM_LIMITS.nameLength + 1), 'x']]))).toBe('name');
    expect(formProblem(entries([['memo', 'x'.repeat(FORM_LIMITS.valueLength + 1)]]))).toBe('value');
  });

  it('refuses control characters other than tab, line feed and carriage return, in values and names', () => {
    for (const c of ['\u0000', '\u0007', '\u000b', '\u001b', '\u007f'])
      expect(formProblem(entries([['name', `A${c}B`]])), JSON.stringify(c)).toBe('control');
    expect(formProblem(entries([['na\u0000me', 'x']]))).toBe('control');
  });

  it('does not count a file as text', () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array([0, 1, 2])], 'a.pdf', { type: 'application/pdf' }));
    expect(formProblem(form)).toBeNull();
  });
});

describe('readFormData', () => {
  it('answers an out-of-bounds form with 400 before anyone parses it', async () => {
    for (const body of ['foo[10000000]=x', 'email=a%00%40example.com', 'a[100]=x']) {
      const thrown = await readFormData(post(body)).catch((error: unknown) => error);
      expect(thrown, body).toMatchObject({ init: { status: 400 } });
    }
    expect((await readFormData(post('name=Kim&list[3]=x'))).get('name')).toBe('Kim');
  });
});
