import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import {
  couponIssuances,
  orders,
  userCoupons,
  type CouponIssuance,
  type UserCoupon,
} from '#db/schema';
import { formatMoney } from '~/lib/money';
import { db } from '~/lib/db.server';
import { formatDate } from '~/lib/format';
import type { Language } from '~/lib/i18n';
import { COUPON_PAGE_SIZE } from './schemas';
import { localized } from '~/features/orders';
import { couponActive } from '~/features/orders/index.server';

export type CouponLabel = 'used' | 'expired' | 'use' | 'buy';

/** Spec §4: used when used; expired when neither active nor used; else Use (GOODS) or Buy now. */
export function couponLabel(coupon: UserCoupon, issuance: CouponIssuance, now: Date): CouponLabel {
  if (coupon.usedAt) return 'used';
  if (!couponActive(issuance, now)) return 'expired';
  return issuance.kind === 'GOODS' ? 'use' : 'buy';
}

/** The benefit in words' parts: the kind and its value ("10 %", "₩3,000", the goods' pass). */
function benefit(issuance: CouponIssuance, lng: Language) {
  if (issuance.kind === 'DISCOUNT_PERCENT') return `${issuance.value}%`;
  if (issuance.kind === 'DISCOUNT_AMOUNT' && issuance.currency)
    return formatMoney(issuance.value, issuance.currency, lng);
  return null;
}

export type WalletCoupon = {
  id: number;
  name: string;
  description: string;
  kind: CouponIssuance['kind'];
  benefit: string | null;
  start: string;
  end: string;
  usedAt: string | null;
  label: CouponLabel;
};

function view(coupon: UserCoupon, issuance: CouponIssuance, now: Date, lng: Language): WalletCoupon {
  return {
    id: coupon.id,
    name: localized(issuance, 'name', lng),
    description: localized(issuance, 'description', lng),
    kind: issuance.kind,
    benefit: benefit(issuance, lng),
    start: formatDate(issuance.validFrom),
    // validTo is exclusive: the last day the coupon can be used.
    end: formatDate(new Date(issuance.validTo.getTime() - 1)),
    usedAt: coupon.usedAt ? formatDate(coupon.usedAt) : null,
    label: couponLabel(coupon, issuance, now),
  };
}

/** The member's coupons, newest first, 15 a page (spec §9), each with its label. */
export async function walletPage(userId: number, page: number, lng: Language, now = new Date()) {
  const rows = await db()
    .select({ coupon: userCoupons, issuance: couponIssuances })
    .from(userCoupons)
    .innerJoin(couponIssuances, eq(couponIssuances.id, userCoupons.issuanceId))
    .where(eq(userCoupons.userId, userId))
    .orderBy(desc(userCoupons.registeredAt), desc(userCoupons.id))
    .limit(COUPON_PAGE_SIZE + 1)
    .offset((page - 1) * COUPON_PAGE_SIZE);
  return {
    items: rows.slice(0, COUPON_PAGE_SIZE).map((r) => view(r.coupon, r.issuance, now, lng)),
    hasNext: rows.length > COUPON_PAGE_SIZE,
  };
}

const usable = (userId: number, now: Date) =>
  and(
    eq(userCoupons.userId, userId),
    isNull(userCoupons.usedAt),
    eq(couponIssuances.active, true),
    lte(couponIssuances.validFrom, now),
    gt(couponIssuances.validTo, now),
  );

/** My page: how many coupons the member can use now, and the period they cover (earliest start to last end). */
export async function couponSummary(userId: number, now = new Date()) {
  const [row] = await db()
    .select({
      count: sql<number>`count(*)::int`,
      start: sql<Date | string | null>`min(${couponIssuances.validFrom})`,
      end: sql<Date | string | null>`max(${couponIssuances.validTo})`,
    })
    .from(userCoupons)
    .innerJoin(couponIssuances, eq(couponIssuances.id, userCoupons.issuanceId))
    .where(usable(userId, now));
  const count = Number(row?.count ?? 0);
  return {
    count,
    start: count && row.start ? formatDate(row.start) : null,
    end: count && row.end ? formatDate(new Date(new Date(row.end).getTime() - 1)) : null,
  };
}

/**
 * Every coupon the member can use now (not used, campaign active, within its dates), newest first, with
 * its campaign and the state of the order it sits on (null when on none): the order page lists all of
 * them, the discounts to choose and the others with why they do not apply to this order.
 */
export async function usableCoupons(userId: number, now = new Date()) {
  return db()
    .select({ coupon: userCoupons, issuance: couponIssuances, heldBy: orders.status })
    .from(userCoupons)
    .innerJoin(couponIssuances, eq(couponIssuances.id, userCoupons.issuanceId))
    .leftJoin(orders, eq(orders.id, userCoupons.orderId))
    .where(usable(userId, now))
    .orderBy(desc(userCoupons.registeredAt), desc(userCoupons.id));
}
