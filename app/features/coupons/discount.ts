import type { CouponKind } from '#db/schema/enums';
import { finalAmount, type Currency } from '~/lib/money';

export type DiscountCoupon = {
  kind: CouponKind;
  value: number;
  currency: Currency | null;
};

/** Whether a coupon can take money off an order in `currency` (a fixed amount only in its own currency). */
export function discountsOrder(coupon: DiscountCoupon, currency: Currency): boolean {
  if (coupon.kind === 'DISCOUNT_PERCENT') return coupon.value >= 1 && coupon.value <= 100;
  if (coupon.kind === 'DISCOUNT_AMOUNT') return coupon.value > 0 && coupon.currency === currency;
  return false;
}

/**
 * What a coupon takes off a price in minor units: percent is price × value / 100 rounded down to the
 * currency's minor unit (prices are already minor units, so down to a whole unit); a fixed amount is
 * itself; never more than the price, so the final amount is never below 0.
 */
export function couponDiscount(coupon: DiscountCoupon, price: number, currency: Currency): number {
  if (!discountsOrder(coupon, currency)) return 0;
  const off = coupon.kind === 'DISCOUNT_PERCENT' ? Math.floor((price * coupon.value) / 100) : coupon.value;
  return price - finalAmount(price, off);
}
