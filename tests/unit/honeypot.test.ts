import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, HONEYPOT_TIME_FIELD } from '~/lib/honeypot';
import { checkHoneypot, honeypotToken } from '~/lib/honeypot.server';

const SECRET = 's'.repeat(32);
const SERVED = Date.parse('2026-11-22T03:00:00Z');
const config = { HONEYPOT_MIN_FILL_MS: 1500, SESSION_SECRET: SECRET };

function posted(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

describe('honeypot with a time check', () => {
  const token = honeypotToken(SERVED, config);

  it('accepts a form a person sent after filling it in', () => {
    expect(checkHoneypot(posted({ [HONEYPOT_TIME_FIELD]: token }), SERVED + 1500, SECRET)).toBe('ok');
    expect(checkHoneypot(posted({ [HONEYPOT_TIME_FIELD]: token }), SERVED + 86_400_000, SECRET)).toBe('ok');
  });

  it('refuses a form sent back faster than a person could fill it in', () => {
    expect(checkHoneypot(posted({ [HONEYPOT_TIME_FIELD]: token }), SERVED + 200, SECRET)).toBe('tooFast');
  });

  it('refuses a missing, forged or re-signed time, and a filled trap field', () => {
    const [, signature] = token.split('.');
    const at = SERVED + 60_000;
    expect(checkHoneypot(posted({}), at, SECRET)).toBe('missing');
    expect(
      checkHoneypot(posted({ [HONEYPOT_TIME_FIELD]: `${SERVED - 60_000}.${signature}` }), at, SECRET),
    ).toBe('forged');
    expect(checkHoneypot(posted({ [HONEYPOT_TIME_FIELD]: String(SERVED) }), at, SECRET)).toBe('forged');
    const otherKey = honeypotToken(SERVED - 60_000, { ...config, SESSION_SECRET: 'o'.repeat(32) });
    expect(checkHoneypot(posted({ [HONEYPOT_TIME_FIELD]: otherKey }), at, SECRET)).toBe('forged');
    expect(
      checkHoneypot(
        posted({ [HONEYPOT_TIME_FIELD]: token, [HONEYPOT_FIELD]: 'http://spam.example' }),
        at,
        SECRET,
      ),
    ).toBe('filled');
  });
});
