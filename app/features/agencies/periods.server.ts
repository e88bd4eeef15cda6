import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import { licensePeriods, type LicensePeriod } from '#db/schema';
import type { PassStatus } from '#db/schema/enums';
import { TICKET_PAGE_SIZE } from '~/features/accounts/index.server';
import { db } from '~/lib/db.server';

/** A license period's status, in the passes' words (a period is never 'COMPLETED'). */
export type PeriodStatus = Exclude<PassStatus, 'COMPLETED'>;

/** A period's status as of `now`, derived where it is read: refunded, not begun, in force, or ended. */
export function periodStatusOf(period: LicensePeriod, now = new Date()): PeriodStatus {
  if (period.revokedAt) return 'REFUND';
  if (now >= period.endsAt) return 'OVERDUE';
  if (now < period.startsAt) return 'PENDING';
  return 'ACTIVE';
}

/** The institution's periods, newest first, a page at a time (spec: page size 10), each with its status. */
export async function periodHistory(agencyId: number, page: number, now = new Date()) {
  const rows = await db()
    .select()
    .from(licensePeriods)
    .where(eq(licensePeriods.agencyId, agencyId))
    .orderBy(desc(licensePeriods.createdAt), desc(licensePeriods.id))
    .limit(TICKET_PAGE_SIZE + 1)
    .offset((page - 1) * TICKET_PAGE_SIZE);
  return {
    items: rows.slice(0, TICKET_PAGE_SIZE).map((p) => ({ ...p, state: periodStatusOf(p, now) })),
    hasNext: rows.length > TICKET_PAGE_SIZE,
  };
}

/** Periods in force now (begun, not ended, not refunded), the latest-ending first. */
export function periodsInForce(agencyId: number, now = new Date()) {
  return db()
    .select()
    .from(licensePeriods)
    .where(
      and(
        eq(licensePeriods.agencyId, agencyId),
        isNull(licensePeriods.revokedAt),
        lte(licensePeriods.startsAt, now),
        gt(licensePeriods.endsAt, now),
      ),
    )
    .orderBy(desc(licensePeriods.endsAt), desc(licensePeriods.id));
}

/** The period my page shows: the one in force ending last, with its remaining days; null when none. */
export async function currentPeriodOf(agencyId: number, now = new Date()) {
  const [period] = await periodsInForce(agencyId, now).limit(1);
  if (!period) return null;
  return { ...period, remainingDays: Math.ceil((period.endsAt.getTime() - now.getTime()) / 86_400_000) };
}
