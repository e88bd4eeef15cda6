import { and, eq, isNull } from 'drizzle-orm';
import {
  agencyUsers,
  licenseSeats,
  creditLedger,
  cultureUsers,
  emailVerifications,
  profileDrafts,
  profileGroups,
  passes,
  passwordKeys,
  socialIdentities,
  termsConsents,
  users,
  type User,
} from '#db/schema';
import { db, type Db } from '~/lib/db.server';
import type { Language } from '~/lib/i18n';
import { rememberWelcomeClaims } from './benefits.server';
import { languageForCountry } from './schemas';
import { revokeAllRefreshTokens } from './tokens.server';
import { accountColumns, type AccountInput } from './users.server';

/** Edits the owner's own account details; the interface language follows the country. */
export async function updateAccount(userId: number, input: AccountInput, now = new Date()): Promise<User> {
  const [user] = await db()
    .update(users)
    .set({
      ...accountColumns(input),
      language: languageForCountry(input.country),
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), isNull(users.withdrawnAt)))
    .returning();
  return user;
}

/**
 * The header's language picker, for a signed-in person: the choice becomes their language, which the
 * next sign-in restores (an account edit sets it from the country again).
 */
export async function saveLanguage(userId: number, language: Language, now = new Date()) {
  await db()
    .update(users)
    .set({ language, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.withdrawnAt)));
}

export async function clearFirstLogin(userId: number): Promise<User | null> {
  const [user] = await db()
    .update(users)
    .set({ firstLoginFlag: false })
    .where(eq(users.id, userId))
    .returning();
  return user ?? null;
}

/**
 * The withdrawal's step for a staff account, in its transaction before the staff row goes: given by the
 * caller (agencies' `withdrawInstitutionOf`), so identity imports nothing of institutions (ADR 0035).
 */
export type WithdrawalStep = (tx: Pick<Db, 'select' | 'update'>, userId: number, now: Date) => Promise<void>;

/**
 * Withdrawal: every session ends; personal data is erased (e-mail, password, name, phone, birth,
 * social identities, consents, keys, passes, credits, resumes and culture diagnoses); the row stays, anonymous, so records that
 * must be kept (orders, by law) still have an owner id. The e-mail becomes free for a new sign-up;
 * only keyed hashes of the e-mail and provider identities stay, so welcome benefits come once per person.
 */
export async function withdraw(userId: number, institutionStep: WithdrawalStep, now = new Date()) {
  await db().transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return;
    await revokeAllRefreshTokens(userId, now, tx);
    await rememberWelcomeClaims(tx, userId);
    await tx.delete(socialIdentities).where(eq(socialIdentities.userId, userId));
    await tx.delete(termsConsents).where(eq(termsConsents.userId, userId));
    await tx.delete(passwordKeys).where(eq(passwordKeys.userId, userId));
    // An institution seat stays taken (it was used); only its pass goes with the account.
    await tx.update(licenseSeats).set({ passId: null }).where(eq(licenseSeats.userId, userId));
    await tx.delete(passes).where(eq(passes.userId, userId));
    // A staff account frees its login id. Refused while its institution has a period in force; the last
    // staff account takes the institution with it (business number released, tenant off: ADR 0020).
    await institutionStep(tx, userId, now);
    await tx.delete(agencyUsers).where(eq(agencyUsers.userId, userId));
    await tx.delete(creditLedger).where(eq(creditLedger.userId, userId));
    // Resumes (with their groups and PDF drafts) and culture diagnoses are personal data too.
    await tx.delete(profileGroups).where(eq(profileGroups.userId, userId));
    await tx.delete(profileDrafts).where(eq(profileDrafts.userId, userId));
    await tx.delete(cultureUsers).where(eq(cultureUsers.userId, userId));
    if (user.email) await tx.delete(emailVerifications).where(eq(emailVerifications.email, user.email));
    await tx
      .update(users)
      .set({
        email: null,
        passwordHash: null,
        name: null,
        phoneNumber: null,
        countryCode: null,
        birth: null,
        country: null,
        withdrawnAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
  });
}
