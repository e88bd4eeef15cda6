import { admins } from '../schema';
import type { Db } from '../database';
import { seedPerson } from './accounts';
import { seedDemoCoupons } from './coupons';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Demo1234!', name: '운영자' } as const;
/** A member whose welcome pass has ended: the one to try buying with. */
export const DEMO_BUYER = { email: 'buyer@example.com', password: 'Demo1234!', name: '김구매' } as const;
/** Another member whose welcome pass has ended: the one to try discount coupons at checkout with. */
export const DEMO_SAVER = { email: 'saver@example.com', password: 'Demo1234!', name: '박할인' } as const;

/** A member who joined at `joinedAt` (their welcome pass has ended since). */
const seedMember = (db: Db, who: { email: string; password: string; name: string }, joinedAt: Date) =>
  seedPerson(db, { ...who, phoneNumber: '01098765432', birth: '199504', firstLogin: false }, joinedAt);

/** The demo operator (ADMIN), a member whose welcome pass has ended, and the demo coupon codes. */
export async function seedCommerceAccounts(db: Db) {
  const joinedAt = new Date(Date.now() - 10 * 86_400_000);
  const adminId = await seedMember(db, DEMO_ADMIN, joinedAt);
  await db.insert(admins).values({ userId: adminId }).onConflictDoNothing();
  await seedMember(db, DEMO_BUYER, joinedAt);
  await seedMember(db, DEMO_SAVER, joinedAt);
  await seedDemoCoupons(db);
}
