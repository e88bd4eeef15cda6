import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  agencies,
  couponCodes,
  couponIssuances,
  licensePeriods,
  licenseSeats,
  tenants,
  userCoupons,
  type UserCoupon,
} from '#db/schema';
import { events, notify } from '~/features/notifications/index.server';
import { db } from '~/lib/db.server';
import { consume, createRateLimiter, giveBack, type RateLimiter } from '~/lib/rate-limit.server';
import { CouponError } from './errors';
import { COUPON_CODE_PATTERN, normaliseCode } from './schemas';

/** Refused coupon registrations allowed per member, and per address (a classroom shares one), per 10 minutes. */
export const COUPON_FAILURES_PER_ACCOUNT = 10;
export const COUPON_FAILURES_PER_ADDRESS = 30;

let limiters: { account: RateLimiter; ip: RateLimiter } | undefined;
function couponLimiters() {
  limiters ??= {
    account: createRateLimiter({
      name: 'coupon-register-account',
      points: COUPON_FAILURES_PER_ACCOUNT,
      durationSec: 10 * 60,
    }),
    ip: createRateLimiter({
      name: 'coupon-register-ip',
      points: COUPON_FAILURES_PER_ADDRESS,
      durationSec: 10 * 60,
    }),
  };
  return limiters;
}

/** Too many refused registrations in a short time: 429, try again after `retryAfterSec`. */
export class CouponRegistrationLimited extends Error {
  constructor(readonly retryAfterSec: number) {
    super('coupons: too many registrations tried');
    this.name = 'CouponRegistrationLimited';
  }
}

/**
 * `registerCoupon` as the wallet's form calls it, against guessing codes: refused registrations count
 * against the member (10 per 10 minutes) and the address (30), and past either the attempt is refused
 * with CouponRegistrationLimited before the code is looked up. The point is taken before the lookup
 * and given back when the code registers, so a burst sent at once is held to the limit too and a
 * classroom registering one campaign code is not slowed down.
 */
export async function registerCouponLimited(
  userId: number,
  domain: string,
  raw: string | null | undefined,
  ctx: { ip: string; now?: Date },
): Promise<UserCoupon> {
  const { account, ip } = couponLimiters();
  const accountKey = String(userId);
  const accountWait = await consume(account, accountKey);
  if (accountWait !== null) throw new CouponRegistrationLimited(accountWait);
  const ipWait = await consume(ip, ctx.ip);
  if (ipWait !== null) {
    await giveBack(account, accountKey);
    throw new CouponRegistrationLimited(ipWait);
  }
  // Only refusals of the code count: a registered code (or a failure of ours) gives its points back.
  const giveBoth = () => Promise.all([giveBack(account, accountKey), giveBack(ip, ctx.ip)]);
  try {
    const coupon = await registerCoupon(userId, domain, raw, ctx.now);
    await giveBoth();
    return coupon;
  } catch (error) {
    if (!(error instanceof CouponError)) await giveBoth();
    throw error;
  }
}

/**
 * Registers a code to a member's wallet. Checks, in order (spec §5, §8): empty, blank, a code that
 * names no live coupon (unknown, deactivated, another institution's), an institution's (DOMAIN)
 * coupon for someone who is not a member of that institution, out of its validity period,
 * already registered (this member has it, or a single-use code was taken), the per-user limit, the
 * total limit. The last three hold under concurrency: a single-use code is claimed with a conditional
 * UPDATE (and a unique key on the wallet row), and the issuance row is locked while its counts are
 * checked and raised. The "coupon registered" notification commits with the coupon.
 */
export async function registerCoupon(
  userId: number,
  domain: string,
  raw: string | null | undefined,
  now = new Date(),
): Promise<UserCoupon> {
  if (!raw) throw new CouponError('enterCode');
  if (!raw.trim()) throw new CouponError('enterTheCode');
  const code = normaliseCode(raw);
  if (!COUPON_CODE_PATTERN.test(code)) throw new CouponError('invalidCode');
  const [found] = await db()
    .select({ code: couponCodes, issuance: couponIssuances, domain: tenants.domain })
    .from(couponCodes)
    .innerJoin(couponIssuances, eq(couponIssuances.id, couponCodes.issuanceId))
    .leftJoin(tenants, eq(tenants.id, couponIssuances.tenantId))
    .where(eq(couponCodes.code, code));
  if (!found || !found.issuance.active) throw new CouponError('invalidCode');
  if (found.issuance.kind === 'DOMAIN') {
    if (found.domain !== domain) throw new CouponError('invalidCode');
    // An institution's coupon is for its members: whoever holds a seat of one of its periods.
    if (!(await isInstitutionMember(userId, found.issuance.tenantId)))
      throw new CouponError('notMember', 403);
  }
  if (now < found.issuance.validFrom || now >= found.issuance.validTo) throw new CouponError('expiredCode');

  const { code: codeRow, issuance } = found;
  return db().transaction(async (tx) => {
    if (codeRow.singleUse) {
      const [claimed] = await tx
        .update(couponCodes)
        .set({ redeemedAt: now })
        .where(and(eq(couponCodes.id, codeRow.id), sql`${couponCodes.redeemedAt} is null`))
        .returning({ id: couponCodes.id });
      if (!claimed) throw new CouponError('alreadyRegistered', 409);
    } else {
      const [mine] = await tx
        .select({ id: userCoupons.id })
        .from(userCoupons)
        .where(and(eq(userCoupons.userId, userId), eq(userCoupons.codeId, codeRow.id)));
      if (mine) throw new CouponError('alreadyRegistered', 409);
    }
    // The issuance row stays locked until commit: counts checked here cannot be overtaken.
    const [locked] = await tx
      .select()
      .from(couponIssuances)
      .where(eq(couponIssuances.id, issuance.id))
      .for('update');
    if (!locked.active) throw new CouponError('invalidCode');
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, userId), eq(userCoupons.issuanceId, issuance.id)));
    if (Number(held.n) >= locked.perUserLimit) throw new CouponError('limitReached', 409);
    const [counted] = await tx
      .update(couponIssuances)
      .set({ issuedCount: sql`${couponIssuances.issuedCount} + 1`, updatedAt: now })
      .where(
        and(
          eq(couponIssuances.id, issuance.id),
          sql`(${couponIssuances.totalLimit} is null or ${couponIssuances.issuedCount} < ${couponIssuances.totalLimit})`,
        ),
      )
      .returning({ id: couponIssuances.id });
    if (!counted) throw new CouponError('soldOut', 409);
    const [coupon] = await tx
      .insert(userCoupons)
      .values({
        userId,
        issuanceId: issuance.id,
        codeId: codeRow.id,
        singleUseCodeId: codeRow.singleUse ? codeRow.id : null,
        registeredAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!coupon) throw new CouponError('alreadyRegistered', 409);
    await notify(
      userId,
      events.couponRegistered({
        id: coupon.id,
        name: issuance.name,
        nameEn: issuance.nameEn,
        nameId: issuance.nameId,
      }),
      tx,
    );
    return coupon;
  });
}

/**
 * Whether the member belongs to the institution whose tenant this is: they hold a seat of one of its
 * license periods (ADR 0013: the members are the seat holders; a refunded period gave no seat).
 */
async function isInstitutionMember(userId: number, tenantId: number | null): Promise<boolean> {
  if (tenantId === null) return false;
  const [seat] = await db()
    .select({ id: licenseSeats.id })
    .from(licenseSeats)
    .innerJoin(licensePeriods, eq(licensePeriods.id, licenseSeats.periodId))
    .innerJoin(agencies, eq(agencies.id, licensePeriods.agencyId))
    .where(
      and(eq(licenseSeats.userId, userId), eq(agencies.tenantId, tenantId), isNull(licensePeriods.revokedAt)),
    )
    .limit(1);
  return Boolean(seat);
}
