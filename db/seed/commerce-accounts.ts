import { eq } from 'drizzle-orm';
import { admins, creditLedger, passes, termsConsents, users } from '../schema';
import type { Db } from '../database';
import { hashPassword, TERMS } from '../services';
import { seedDemoCoupons } from './coupons';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Demo1234!', name: '운영자' } as const;
/** A member whose welcome pass has ended: the one to try buying with. */
export const DEMO_BUYER = { email: 'buyer@example.com', password: 'Demo1234!', name: '김구매' } as const;
/** Another member whose welcome pass has ended: the one to try discount coupons at checkout with. */
export const DEMO_SAVER = { email: 'saver@example.com', password: 'Demo1234!', name: '박할인' } as const;

async function seedMember(db: Db, who: { email: string; password: string; name: string }, joinedAt: Date) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, who.email));
  if (existing) return existing.id;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: who.email,
        passwordHash: await hashPassword(who.password),
        name: who.name,
        country: 'KR',
        countryCode: '+82',
        phoneNumber: '01098765432',
        birth: '199504',
        joinType: 'EMAIL',
        role: 'USER',
        language: 'ko',
        firstLoginFlag: false,
        createdAt: joinedAt,
      })
      .returning();
    await tx
      .insert(termsConsents)
      .values(TERMS.map((term) => ({ userId: user.id, term, agreed: true, agreedAt: joinedAt })));
    // The welcome pass and credits of a member who joined then (the pass has ended since).
    await tx.insert(passes).values({
      userId: user.id,
      name: 'WELCOME',
      source: 'WELCOME',
      startsAt: joinedAt,
      endsAt: new Date(joinedAt.getTime() + 3 * 86_400_000),
      createdAt: joinedAt,
    });
    await tx
      .insert(creditLedger)
      .values({ userId: user.id, delta: 3, reason: 'WELCOME', createdAt: joinedAt });
    return user.id;
  });
}

/** The demo operator (ADMIN), a member whose welcome pass has ended, and the demo coupon codes. */
export async function seedCommerceAccounts(db: Db) {
  const joinedAt = new Date(Date.now() - 10 * 86_400_000);
  const adminId = await seedMember(db, DEMO_ADMIN, joinedAt);
  await db.insert(admins).values({ userId: adminId }).onConflictDoNothing();
  await seedMember(db, DEMO_BUYER, joinedAt);
  await seedMember(db, DEMO_SAVER, joinedAt);
  await seedDemoCoupons(db);
}
