import crypto from 'node:crypto';
import { env } from './env.server';

/**
 * Small personal data kept sealed at rest (a refund's bank account): AES-256-GCM with a key derived
 * from SESSION_SECRET (HKDF, its own label), a random IV per value. `open` returns null for anything
 * it cannot authenticate (another key, a changed value), never a guess.
 */
let cached: { secret: string; key: Buffer } | undefined;
function key(): Buffer {
  const secret = env().SESSION_SECRET;
  if (cached?.secret !== secret)
    cached = {
      secret,
      key: Buffer.from(crypto.hkdfSync('sha256', secret, 'career-coach', 'sealed-data-v1', 32)),
    };
  return cached.key;
}

export function seal(value: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export function open(sealed: string | null | undefined): string | null {
  if (!sealed?.startsWith('v1.')) return null;
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  if (raw.length < 29) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
