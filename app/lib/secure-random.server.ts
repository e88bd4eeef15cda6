import crypto from 'node:crypto';

/** A random token of 256 bits, URL-safe. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Tokens and keys are stored only as SHA-256 hashes. */
export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}
