import { eq } from 'drizzle-orm';
import { users } from '../schema';
import type { Country } from '../schema/enums';
import type { Db } from '../database';
import { createAccount, hashPassword, TERMS } from '../services';

export const DEMO_USER = { email: 'demo@example.com', password: 'Demo1234!', name: '김데모' } as const;

export type DemoPerson = {
  email: string;
  password: string;
  name: string;
  phoneNumber: string;
  /** YYYYMM */
  birth: string;
  country?: Country;
  domain?: string;
  /** false: the welcome box was seen already. */
  firstLogin?: boolean;
};

/**
 * A demo member made as the product makes one (createAccount): an e-mail account with every term agreed
 * and the welcome benefits as of `joinedAt`. Idempotent: the id of the account that has the e-mail.
 */
export async function seedPerson(db: Db, who: DemoPerson, joinedAt = new Date()): Promise<number> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, who.email));
  if (existing) return existing.id;
  const country = who.country ?? 'KR';
  const user = await createAccount(
    {
      email: who.email,
      passwordHash: await hashPassword(who.password),
      role: 'USER',
      joinType: 'EMAIL',
      person: {
        name: who.name,
        country,
        countryCode: country === 'ID' ? '+62' : '+82',
        phoneNumber: who.phoneNumber,
        birth: who.birth,
      },
      consents: Object.fromEntries(TERMS.map((term) => [term, true])),
      language: country === 'ID' ? 'id' : 'ko',
      domain: who.domain ?? 'main',
      now: joinedAt,
      firstLogin: who.firstLogin,
    },
    db,
  );
  return user.id;
}

/** The personal demo account: e-mail verified, terms accepted, welcome benefits granted. */
export async function seedDemoAccounts(db: Db) {
  await seedPerson(db, { ...DEMO_USER, phoneNumber: '01012345678', birth: '199805' });
}
