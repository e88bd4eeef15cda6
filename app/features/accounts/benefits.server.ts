import { creditLedger, passes } from '../../../db/schema';
import type { db } from '~/lib/db.server';

export const WELCOME_CREDITS = 3;
export const WELCOME_PASS_DAYS = 3;

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0];

/** 3 free generation credits and a 3-day welcome pass, as real records. */
export async function grantWelcomeBenefits(tx: Tx, userId: number, now: Date) {
  await tx.insert(creditLedger).values({ userId, delta: WELCOME_CREDITS, reason: 'WELCOME' });
  await tx.insert(passes).values({
    userId,
    name: 'WELCOME',
    source: 'WELCOME',
    startsAt: now,
    endsAt: new Date(now.getTime() + WELCOME_PASS_DAYS * 24 * 60 * 60 * 1000),
    status: 'ACTIVE',
  });
}
