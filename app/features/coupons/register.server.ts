import { and, eq, sql } from 'drizzle-orm';
import { couponCodes, couponIssuances, tenants, userCoupons, type UserCoupon } from '../../../db/schema';
import { events } from '~/features/notifications/events.server';
import { notify } from '~/features/notifications/notifications.server';
import { db } from '~/lib/db.server';
import { CouponError } from './errors';
import { COUPON_CODE_PATTERN, normaliseCode } from './schemas';

/**
 * Registers a code to a member's wallet. Checks, in order (spec §5, §8): empty, blank, a code that
 * names no live coupon (unknown, deactivated, another institution's), out of its validity period,
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
  if (found.issuance.kind === 'DOMAIN' && found.domain !== domain) throw new CouponError('invalidCode');
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
    await notify(userId, events.couponRegistered({ id: coupon.id, name: issuance.name }), tx);
    return coupon;
  });
}
