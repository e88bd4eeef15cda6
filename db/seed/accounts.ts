import { eq } from 'drizzle-orm';
import { termsConsents, users } from '../schema';
import type { Db } from '../database';
import { grantWelcomeBenefits, hashPassword, TERMS } from '../services';

export const DEMO_USER = { email: 'demo@example.com', password: 'Demo1234!', name: '김데모' } as const;

/** The personal demo account: e-mail verified, terms accepted, welcome benefits granted. */
export async function seedDemoAccounts(db: Db) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER.email));
  if (existing) return;
  const now = new Date();
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: DEMO_USER.email,
        passwordHash: await hashPassword(DEMO_USER.password),
        name: DEMO_USER.name,
        country: 'KR',
        countryCode: '+82',
        phoneNumber: '01012345678',
        birth: '199805',
        joinType: 'EMAIL',
        role: 'USER',
        language: 'ko',
      })
      .onConflictDoNothing()
      .returning();
    if (!user) return;
    await tx
      .insert(termsConsents)
      .values(TERMS.map((term) => ({ userId: user.id, term, agreed: true, agreedAt: now })));
    await grantWelcomeBenefits(tx, user.id, now);
  });
}
