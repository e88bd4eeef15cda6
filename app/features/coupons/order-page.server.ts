import type { Order } from '../../../db/schema';
import type { Language } from '~/lib/i18n';
import { parseSubmission } from '~/lib/form.server';
import { getFixedT } from '~/lib/i18n.server';
import { couponDiscount, discountsOrder } from './discount';
import { CouponError } from './errors';
import { chooseOrderCoupon, completeWithCoupon, orderCouponId } from './order-coupon.server';
import { chooseSchema } from './schemas';
import { usableDiscountCoupons } from './wallet.server';
import { formatMoney } from '~/lib/money';

export type OrderCouponOption = { id: number; label: string; discount: string };

/** The order page's coupon list: the member's usable discount coupons for this order's currency. */
export async function orderCouponChoices(userId: number, order: Order, lng: Language) {
  const t = await getFixedT(lng, 'coupons');
  const rows = await usableDiscountCoupons(userId);
  const options: OrderCouponOption[] = rows
    .filter((r) => discountsOrder(r.issuance, order.currency))
    .map(({ coupon, issuance }) => ({
      id: coupon.id,
      label: t('order.option', {
        name: issuance.name,
        benefit: t(`kinds.${issuance.kind}`, {
          value:
            issuance.kind === 'DISCOUNT_PERCENT'
              ? `${issuance.value}%`
              : formatMoney(issuance.value, issuance.currency ?? order.currency, lng),
        }),
      }),
      discount: formatMoney(couponDiscount(issuance, order.price, order.currency), order.currency, lng),
    }));
  return { options, chosen: await orderCouponId(order.id) };
}

export type OrderCouponResult = { ok: true; toast: string } | { ok: false; error: string; status: number };

/**
 * The order page's coupon forms: `coupon` chooses one (or none) and the page comes back with the new
 * amounts; `coupon-complete` completes an order the coupon pays in full.
 */
export async function orderCouponAction(
  userId: number,
  orderNumber: string,
  intent: 'coupon' | 'coupon-complete',
  form: FormData,
): Promise<OrderCouponResult> {
  try {
    if (intent === 'coupon-complete') {
      await completeWithCoupon(userId, orderNumber);
      return { ok: true, toast: 'coupons:order.completed' };
    }
    const submission = parseSubmission(form, { schema: chooseSchema });
    if (submission.status !== 'success') return { ok: false, error: 'coupons:errors.notFound', status: 404 };
    const { couponId } = submission.value;
    await chooseOrderCoupon(userId, orderNumber, couponId);
    return { ok: true, toast: couponId === null ? 'coupons:order.removed' : 'coupons:order.applied' };
  } catch (error) {
    if (error instanceof CouponError)
      return { ok: false, error: `coupons:errors.${error.key}`, status: error.status };
    throw error;
  }
}
