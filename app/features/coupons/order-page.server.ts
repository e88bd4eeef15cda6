import type { CouponIssuance, Order } from '#db/schema';
import type { Language } from '~/lib/i18n';
import { parseSubmission } from '~/lib/form.server';
import { getFixedT } from '~/lib/i18n.server';
import { couponDiscount, discountsOrder } from './discount';
import { CouponError } from './errors';
import { chooseOrderCoupon, completeWithCoupon, orderCouponId } from './order-coupon.server';
import { chooseSchema } from './schemas';
import { usableCoupons } from './wallet.server';
import { localized } from '~/features/orders';
import { formatMoney } from '~/lib/money';

export type OrderCouponOption = { id: number; label: string; discount: string };
/** Why a usable coupon the member holds cannot take money off this order. */
export type OrderCouponUnfit = 'GOODS' | 'DOMAIN' | 'CURRENCY' | 'IN_USE';
export type OrderCouponOther = { id: number; label: string; reason: OrderCouponUnfit };

/** Why a usable coupon does not discount this order, or null when it does. */
function unfit(
  issuance: CouponIssuance,
  heldBy: Order['status'] | null,
  heldOn: number | null,
  order: Order,
): OrderCouponUnfit | null {
  if (issuance.kind === 'GOODS' || issuance.kind === 'DOMAIN') return issuance.kind;
  if (!discountsOrder(issuance, order.currency)) return 'CURRENCY';
  // On another order that is being paid or waits for its deposit: it stays there (ADR 0012).
  if (heldOn !== null && heldOn !== order.id && heldBy !== null && heldBy !== 'CREATED') return 'IN_USE';
  return null;
}

/**
 * The order page's coupon list: every coupon the member can use now. Those that take money off this
 * order are the choices; the others (a pass coupon used from the wallet, an institution's coupon, a
 * fixed amount in another currency, one held by an order being paid) are listed with the reason, so a
 * member never wonders where a coupon went.
 */
export async function orderCouponChoices(userId: number, order: Order, lng: Language) {
  const t = await getFixedT(lng, 'coupons');
  const rows = await usableCoupons(userId);
  const label = (issuance: CouponIssuance) =>
    t('order.option', {
      name: localized(issuance, 'name', lng),
      benefit: t(`kinds.${issuance.kind}`, {
        value:
          issuance.kind === 'DISCOUNT_PERCENT'
            ? `${issuance.value}%`
            : formatMoney(issuance.value, issuance.currency ?? order.currency, lng),
      }),
    });
  const options: OrderCouponOption[] = [];
  const others: OrderCouponOther[] = [];
  for (const { coupon, issuance, heldBy } of rows) {
    const reason = unfit(issuance, heldBy, coupon.orderId, order);
    if (reason) others.push({ id: coupon.id, label: label(issuance), reason });
    else
      options.push({
        id: coupon.id,
        label: label(issuance),
        discount: formatMoney(couponDiscount(issuance, order.price, order.currency), order.currency, lng),
      });
  }
  return { options, others, chosen: await orderCouponId(order.id) };
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
