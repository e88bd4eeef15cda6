import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with at least OWASP's minimum: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password. Without a stored hash (unknown user, social account) it still verifies against a
 * dummy hash, so "no such user" takes as long as "wrong password".
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('dummy-password-for-timing-1');
  const target = stored ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return Boolean(stored) && ok;
  } catch {
    return false;
  }
}
