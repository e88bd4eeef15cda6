import { and, asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, passwordKeys, profiles, users } from '#db/schema';
import { createGroup, listGroups } from '~/features/profiles/groups.server';
import { db } from '~/lib/db.server';
import { sha256 } from '~/lib/secure-random.server';
import { loginWithEmail } from '~/features/accounts/login.server';
import { MAIL_LIMIT } from '~/features/accounts/mail.server';
import {
  changePassword,
  confirmCurrentPassword,
  isResetKeyValid,
  requestPasswordReset,
  RESET_KEY_TTL_MS,
  resetPassword,
} from '~/features/accounts/password-flows.server';
import { resolveSession, startSession } from '~/features/accounts/session.server';
import { withdraw } from '~/features/accounts/account.server';
import { withdrawInstitutionOf } from '~/features/agencies/withdrawal.server';
import { findActiveUserByEmail } from '~/features/accounts/users.server';
import { ctx, lastMailKey, registerUser } from './accounts-helpers';
import { holdLocks, sessionsWaitingForLocks } from './race';
import { withTestDatabase } from './test-database';
import { waitFor } from './wait';

withTestDatabase();

let n = 0;
const ip = () => `192.0.2.${++n}`;
const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ');

describe('forgot and reset password', () => {
  it('mails a single-use key that resets the password and ends every session', async () => {
    const user = await registerUser('forgot@example.com');
    const session = await startSession(user);
    await requestPasswordReset('forgot@example.com', ctx);
    const key = await lastMailKey('forgot@example.com');
    expect(await isResetKeyValid(key)).toBe(true);
    expect(await resetPassword(key, 'NewPass99')).toBe(true);
    expect(await resetPassword(key, 'Other999x')).toBe(false);
    expect((await loginWithEmail('forgot@example.com', 'NewPass99', { ip: ip() })).ok).toBe(true);
    expect((await resolveSession(cookieHeader([session[1]]))).viewer).toBeNull();
  });

  it('a key expires after 30 minutes', async () => {
    await registerUser('expire@example.com');
    await requestPasswordReset('expire@example.com', ctx);
    const key = await lastMailKey('expire@example.com');
    const late = new Date(Date.now() + RESET_KEY_TTL_MS + 1000);
    expect(await isResetKeyValid(key, late)).toBe(false);
    expect(await resetPassword(key, 'NewPass99', late)).toBe(false);
  });

  // Proves createKey's row lock on the member (password-flows.server.ts: SELECT … FROM app_user FOR
  // UPDATE before voiding the older keys): the requests the mail limit lets through queue on it, so each
  // new key voids the one before and one key works. The test holds that row while the 20 requests
  // arrive, so the allowed ones line up on it, then lets them go. Planted removal of the lock: they
  // never queue, and their keys all stay valid. (The limit of 3 is the rate limiter's atomic counter.)
  it('20 requests at once send at most 3 mails, and only the newest key works', async () => {
    const user = await registerUser('flood@example.com');
    const barrier = await holdLocks((tx) =>
      tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update'),
    );
    let settled = false;
    const requests = Promise.all(
      Array.from({ length: 20 }, () => requestPasswordReset('flood@example.com', ctx)),
    ).finally(() => (settled = true));
    await waitFor(async () => settled || (await sessionsWaitingForLocks()) >= MAIL_LIMIT.perAddress, {
      what: 'the allowed requests to queue on the member',
    });
    await barrier.release();
    await requests;
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'flood@example.com'), eq(mailOutbox.purpose, 'resetPassword')))
      .orderBy(asc(mailOutbox.id));
    expect(MAIL_LIMIT.perAddress).toBe(3);
    expect(mails).toHaveLength(3);
    const keys = mails.map((m) => decodeURIComponent(m.text.match(/key=([^\s&]+)/)![1]));
    const valid = await Promise.all(keys.map((key) => isResetKeyValid(key)));
    expect(valid.filter(Boolean)).toHaveLength(1);
    // The one that works is the newest key written (the mails may be queued in another order).
    const [newest] = await db()
      .select()
      .from(passwordKeys)
      .where(eq(passwordKeys.userId, user.id))
      .orderBy(desc(passwordKeys.id))
      .limit(1);
    const working = keys[valid.indexOf(true)];
    expect(sha256(working)).toBe(newest.keyHash);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    await expect(requestPasswordReset('ghost@example.com', ctx)).resolves.toBeUndefined();
    await expect(lastMailKey('ghost@example.com')).rejects.toThrow();
  });
});

describe('change password', () => {
  it('needs the current password, then a key of this user (20005 otherwise)', async () => {
    const a = await registerUser('change-a@example.com');
    const b = await registerUser('change-b@example.com');
    expect(await confirmCurrentPassword(a.id, 'Wrong1234')).toBeNull();
    const keyA = (await confirmCurrentPassword(a.id, 'Passw0rd!'))!;
    await expect(changePassword(b.id, keyA, 'Hijack123')).rejects.toMatchObject({ code: 20005 });
    await expect(changePassword(a.id, 'made-up', 'NewPass99')).rejects.toMatchObject({ code: 20005 });
    const session = await startSession(a);
    await changePassword(a.id, keyA, 'NewPass99');
    await expect(changePassword(a.id, keyA, 'Again1234')).rejects.toMatchObject({ code: 20005 });
    expect((await loginWithEmail('change-a@example.com', 'NewPass99', { ip: ip() })).ok).toBe(true);
    expect((await resolveSession(cookieHeader([session[1]]))).viewer).toBeNull();
  });
});

describe('withdrawal', () => {
  it('erases personal data, ends sessions, and frees the e-mail for a new sign-up', async () => {
    const user = await registerUser('leave@example.com');
    const session = await startSession(user);
    const group = await createGroup(user.id, { name: 'Mine', memo: '', color: 'VIOLET' });
    await db().insert(profiles).values({ userId: user.id, groupId: group.id, name: 'My resume' });
    await withdraw(user.id, withdrawInstitutionOf);
    expect(await listGroups(user.id)).toEqual([]);
    expect(await db().select().from(profiles).where(eq(profiles.userId, user.id))).toEqual([]);
    expect(await findActiveUserByEmail('leave@example.com')).toBeNull();
    expect((await resolveSession(cookieHeader([session[1]]))).viewer).toBeNull();
    expect(await loginWithEmail('leave@example.com', 'Passw0rd!', { ip: ip() })).toEqual({
      ok: false,
      code: 20002,
    });
    const again = await registerUser('leave@example.com');
    expect(again.id).not.toBe(user.id);
  });
});
