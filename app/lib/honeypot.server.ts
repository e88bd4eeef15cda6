import crypto from 'node:crypto';
import { env } from './env.server';
import { HONEYPOT_FIELD, HONEYPOT_TIME_FIELD } from './honeypot';

export type HoneypotVerdict = 'ok' | 'filled' | 'missing' | 'forged' | 'tooFast';

function sign(validFrom: string, secret: string) {
  return crypto.createHmac('sha256', secret).update(`honeypot:${validFrom}`).digest('base64url');
}

/**
 * The signed "valid from" time for the forms of a page served now: HONEYPOT_MIN_FILL_MS from now
 * (1.5 s by default; the e2e server sets 0 because Playwright fills forms in milliseconds).
 */
export function honeypotToken(
  now = Date.now(),
  config: Pick<ReturnType<typeof env>, 'HONEYPOT_MIN_FILL_MS' | 'SESSION_SECRET'> = env(),
): string {
  const validFrom = String(now + config.HONEYPOT_MIN_FILL_MS);
  return `${validFrom}.${sign(validFrom, config.SESSION_SECRET)}`;
}

/** Why a posted public form is not from a person, or 'ok'. */
export function checkHoneypot(
  form: FormData,
  now = Date.now(),
  secret = env().SESSION_SECRET,
): HoneypotVerdict {
  const trap = form.get(HONEYPOT_FIELD);
  if (typeof trap === 'string' && trap.length > 0) return 'filled';
  const token = form.get(HONEYPOT_TIME_FIELD);
  if (typeof token !== 'string' || !token) return 'missing';
  const [validFrom, signature = ''] = token.split('.');
  const expected = sign(validFrom, secret);
  if (
    !/^\d{1,16}$/.test(validFrom) ||
    signature.length !== expected.length ||
    !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  )
    return 'forged';
  return now < Number(validFrom) ? 'tooFast' : 'ok';
}

/** A public form that a bot filled in, or that came back faster than a person could fill it in. */
export function isSpam(form: FormData, now = Date.now()): boolean {
  return checkHoneypot(form, now) !== 'ok';
}
