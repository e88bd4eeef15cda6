import crypto from 'node:crypto';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import {
  agencies,
  agencyOrders,
  goods,
  orders,
  purchaseCodes,
  type Goods,
  type Order,
  type PurchaseCode,
} from '#db/schema';
import { grantOrderPass, newOrderNumber } from '~/features/orders/index.server';
import { db } from '~/lib/db.server';
import type { StaffAccount } from './agencies.server';
import { agencyByBizNo } from './agencies.server';
import { formatBizNo } from './bizno';
import { normalisePurchaseCode, PURCHASE_CODE_PATTERN, type AgencyOrderInput } from './purchase-schemas';

/** A refusal on the purchase page: its `agencyPurchase` message key and HTTP status. */
export class PurchaseError extends Error {
  constructor(
    readonly key: 'code.notFound' | 'suspended' | 'order.bizNoNotRegistered' | 'order.cardKrwOnly',
    readonly status = 400,
  ) {
    super(`purchase: ${key}`);
    this.name = 'PurchaseError';
  }
}

export type CodeOffer = { code: PurchaseCode; goods: Goods };

/**
 * What a purchase code offers this institution now: active, within its validity, meant for it (or for
 * any institution), for institution goods still on sale. Anything else is "not found" (the spec's 404).
 */
export async function offerOf(
  agencyId: number,
  rawCode: unknown,
  now = new Date(),
): Promise<CodeOffer | null> {
  const code = normalisePurchaseCode(rawCode);
  if (!PURCHASE_CODE_PATTERN.test(code)) return null;
  const [row] = await db()
    .select({ code: purchaseCodes, goods })
    .from(purchaseCodes)
    .innerJoin(goods, eq(goods.id, purchaseCodes.goodsId))
    .where(
      and(
        eq(purchaseCodes.code, code),
        eq(purchaseCodes.active, true),
        lte(purchaseCodes.validFrom, now),
        gt(purchaseCodes.validTo, now),
        or(isNull(purchaseCodes.agencyId), eq(purchaseCodes.agencyId, agencyId)),
        eq(goods.agencyFlag, true),
        eq(goods.hidden, false),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The institution's order for a code, stored with its amount before any payment (spec §4): the code's
 * price for its seats, the goods' duration and per-member generation limit. The business number must be
 * the institution's own registered one; card is for KRW only. A code priced 0 is fulfilled at once.
 */
export async function createAgencyOrder(
  account: StaffAccount,
  input: AgencyOrderInput,
  now = new Date(),
): Promise<Order> {
  if (account.agency.status !== 'ACTIVE') throw new PurchaseError('suspended', 403);
  const offer = await offerOf(account.agency.id, input.code, now);
  if (!offer) throw new PurchaseError('code.notFound', 404);
  const registered = await agencyByBizNo(input.bizNo);
  if (!registered || registered.id !== account.agency.id) throw new PurchaseError('order.bizNoNotRegistered');
  if (input.method === 'CARD' && offer.code.currency !== 'KRW') throw new PurchaseError('order.cardKrwOnly');
  const free = offer.code.amount === 0;
  return db().transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: newOrderNumber(now),
        userId: account.staff.userId,
        goodsId: offer.goods.id,
        orderName: offer.goods.name,
        price: offer.code.amount,
        discountAmount: 0,
        finalAmount: offer.code.amount,
        currency: offer.code.currency,
        durationUnit: offer.goods.durationUnit,
        durationValue: offer.goods.durationValue,
        generationLimit: offer.goods.generationLimit,
        customerKey: crypto.randomUUID(),
        ...(free ? { status: 'PAID' as const, paymentType: 'COUPON' as const, completedAt: now } : {}),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(agencyOrders).values({
      orderId: order.id,
      agencyId: account.agency.id,
      purchaseCodeId: offer.code.id,
      seats: offer.code.seats,
      bizNo: input.bizNo,
      bizEmail: input.email,
    });
    if (free) await grantOrderPass(tx, order, now);
    return order;
  });
}

/** The business side of an order (spec agencyOrder: institution name, business number, e-mail, seats). */
export async function businessOf(orderId: number) {
  const [row] = await db()
    .select({
      name: agencies.name,
      bizNo: agencyOrders.bizNo,
      email: agencyOrders.bizEmail,
      seats: agencyOrders.seats,
    })
    .from(agencyOrders)
    .innerJoin(agencies, eq(agencies.id, agencyOrders.agencyId))
    .where(eq(agencyOrders.orderId, orderId));
  return row ? { ...row, bizNo: formatBizNo(row.bizNo) } : null;
}
export type BusinessInfo = NonNullable<Awaited<ReturnType<typeof businessOf>>>;
