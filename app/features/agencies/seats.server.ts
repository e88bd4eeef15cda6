import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { licensePeriods, licenseSeats, passes, type LicensePeriod } from '#db/schema';
import { db, type Db } from '~/lib/db.server';
import { ERROR_CODES } from '~/lib/errors';
import { formatDate } from '~/lib/format';
import { MAIN_DOMAIN } from '~/lib/tenant.server';
import { isStaff } from '~/lib/viewer';
import { agencyByDomain } from './agencies.server';
import { periodsInForce } from './periods.server';
import type { UserRole } from '#db/schema/enums';

type RefusalCode =
  | typeof ERROR_CODES.AGENCY_LICENSE_NOT_FOUND
  | typeof ERROR_CODES.AGENCY_NOT_FOUND
  | typeof ERROR_CODES.AGENCY_PERIOD_NOT_FOUND
  | typeof ERROR_CODES.AGENCY_PERIOD_USER_JOIN_INVALID;

export type JoinResult =
  /** Nothing to do: the main service, or a staff account. */
  | { type: 'none' }
  /** A seat was taken now: the member's pass runs until `endsAt`. */
  | { type: 'joined'; agencyName: string; endsAt: Date }
  /** The member already holds a seat of a period in force. */
  | { type: 'member'; agencyName: string }
  /** No seat: the spec's code says why; the person goes on as a normal member. */
  | { type: 'refused'; code: RefusalCode };

export class SeatsTaken extends Error {}

async function hasAnyPeriod(agencyId: number): Promise<boolean> {
  const [row] = await db()
    .select({ id: licensePeriods.id })
    .from(licensePeriods)
    .where(and(eq(licensePeriods.agencyId, agencyId), isNull(licensePeriods.revokedAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * One seat of `period` for the member, with the pass it gives, in one transaction: the seat row is
 * unique per (period, member), so concurrent sign-ins of one person take one seat; the count rises only
 * while below the total (a conditional UPDATE that concurrent transactions queue on), so a period never
 * gives more seats than it has. Returns false when the member already had this seat.
 */
export async function takeSeat(
  period: LicensePeriod,
  userId: number,
  now: Date,
  database: Db = db(),
): Promise<boolean> {
  return database.transaction(async (tx) => {
    const [seat] = await tx
      .insert(licenseSeats)
      .values({ periodId: period.id, userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: licenseSeats.id });
    if (!seat) return false;
    const [counted] = await tx
      .update(licensePeriods)
      .set({ seatsUsed: sql`${licensePeriods.seatsUsed} + 1` })
      .where(
        and(
          eq(licensePeriods.id, period.id),
          lt(licensePeriods.seatsUsed, licensePeriods.seatsTotal),
          eq(licensePeriods.joinOpen, true),
          isNull(licensePeriods.revokedAt),
        ),
      )
      .returning({ id: licensePeriods.id });
    if (!counted) throw new SeatsTaken();
    const [pass] = await tx
      .insert(passes)
      .values({
        userId,
        name: period.name,
        source: 'AGENCY',
        startsAt: now,
        endsAt: period.endsAt,
        status: 'ACTIVE',
        generationLimit: period.generationLimit,
      })
      .returning({ id: passes.id });
    await tx.update(licenseSeats).set({ passId: pass.id }).where(eq(licenseSeats.id, seat.id));
    return true;
  });
}

/**
 * The domain coupon of spec §4: a person who signs in under an institution's `/{domain}` gets its pass
 * for the period in force while seats remain, one seat per person. In the spec's order: no institution
 * there (300001), none bought ever (30000), no period in force (300002), no period open for joining or
 * seats left (300003).
 */
export async function joinAgencyOnLogin(
  user: { id: number; role: UserRole },
  domain: string,
  now = new Date(),
): Promise<JoinResult> {
  if (isStaff(user) || !domain || domain === MAIN_DOMAIN) return { type: 'none' };
  const agency = await agencyByDomain(domain);
  if (!agency) return { type: 'refused', code: ERROR_CODES.AGENCY_NOT_FOUND };
  if (!(await hasAnyPeriod(agency.id)))
    return { type: 'refused', code: ERROR_CODES.AGENCY_LICENSE_NOT_FOUND };
  const current = await periodsInForce(agency.id, now);
  if (!current.length) return { type: 'refused', code: ERROR_CODES.AGENCY_PERIOD_NOT_FOUND };
  const [held] = await db()
    .select({ id: licenseSeats.id })
    .from(licenseSeats)
    .where(
      and(
        eq(licenseSeats.userId, user.id),
        inArray(
          licenseSeats.periodId,
          current.map((p) => p.id),
        ),
      ),
    )
    .limit(1);
  if (held) return { type: 'member', agencyName: agency.name };
  if (agency.status === 'ACTIVE') {
    // The seat comes from the period that ends first (ADR 0020): a newly bought period keeps its seats
    // free (and stays refundable) while an older one still has room.
    const endingFirst = [...current].sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime() || a.id - b.id);
    for (const period of endingFirst) {
      if (!period.joinOpen || period.seatsUsed >= period.seatsTotal) continue;
      try {
        if (await takeSeat(period, user.id, now))
          return { type: 'joined', agencyName: agency.name, endsAt: period.endsAt };
        return { type: 'member', agencyName: agency.name };
      } catch (error) {
        if (!(error instanceof SeatsTaken)) throw error;
      }
    }
  }
  return { type: 'refused', code: ERROR_CODES.AGENCY_PERIOD_USER_JOIN_INVALID };
}

/**
 * The toast a sign-in ends with under an institution's path: the seat taken, or why none was (the
 * sign-in itself succeeded either way).
 */
export function joinToast(result: JoinResult): {
  type: 'success' | 'info';
  key: string;
  values?: Record<string, string>;
} {
  if (result.type === 'joined')
    return {
      type: 'success',
      key: 'common:agencyJoin.joined',
      values: { name: result.agencyName, end: formatDate(result.endsAt) },
    };
  if (result.type === 'refused') return { type: 'info', key: `common:agencyJoin.refused.${result.code}` };
  return { type: 'success', key: 'accounts:login.success' };
}

/** A sign-in's step under an institution's path (the social login's `SignInStep`): claim the seat, say so. */
export async function claimSeatOnSignIn(user: { id: number; role: UserRole }, domain: string) {
  return joinToast(await joinAgencyOnLogin(user, domain));
}
