import { and, eq, isNull } from 'drizzle-orm';
import { users, type User } from '#db/schema';
import { db } from '~/lib/db.server';
import type { Country } from '#db/schema/enums';
import { displayPhone } from './phone';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findActiveUserByEmail(email: string): Promise<User | null> {
  const [user] = await db()
    .select()
    .from(users)
    .where(and(eq(users.email, normaliseEmail(email)), isNull(users.withdrawnAt)));
  return user ?? null;
}

export async function findActiveUser(id: number): Promise<User | null> {
  const [user] = await db()
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.withdrawnAt)));
  return user ?? null;
}

/** Who a printed resume belongs to and how to reach them: the account's name, e-mail and phone. */
export type ApplicantContact = { name: string | null; email: string | null; phone: string | null };

export async function applicantContactOf(userId: number): Promise<ApplicantContact> {
  const [user] = await db()
    .select({
      name: users.name,
      email: users.email,
      countryCode: users.countryCode,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .where(eq(users.id, userId));
  const phone = user?.phoneNumber?.trim() ? displayPhone(user.countryCode, user.phoneNumber) : null;
  return { name: user?.name?.trim() || null, email: user?.email ?? null, phone };
}

/** True for Postgres' unique violation, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The personal fields every account form collects (name, country, phone, birth). */
export type AccountInput = {
  name: string;
  country: Country;
  countryCode: string;
  phoneNumber: string;
  birthYear: number;
  birthMonth: number;
};

/** Those fields as user columns (birth as YYYYMM). */
export function accountColumns(input: AccountInput) {
  return {
    name: input.name.trim(),
    country: input.country,
    countryCode: input.countryCode,
    phoneNumber: input.phoneNumber,
    birth: `${input.birthYear}${String(input.birthMonth).padStart(2, '0')}`,
  };
}
