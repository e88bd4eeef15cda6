import crypto from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { goods, orders, payments, refunds, users, type Order } from '#db/schema';
import { activePass } from '~/features/accounts/index.server';
import { db, preparedQuery } from '~/lib/db.server';
import { CommerceError } from './errors';
import { memberCurrency } from './goods.server';
import { finalAmount } from '~/lib/money';
import { koreanDayIso } from '~/lib/format';
import { localized } from './localized';

/** Toss wants 6–64 of [A-Za-z0-9_-]; ours carry the Korean-time day they were made on, and are unguessable. */
export function newOrderNumber(now: Date): string {
  const day = koreanDayIso(now).replace(/-/g, '');
  return `CC${day}-${crypto.randomBytes(12).toString('base64url')}`;
}

export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

/**
 * An individual's order for a product, with its amount stored before any payment is asked for.
 * Refused when the member has a pass in use (spec §4), for hidden or institution goods, or for goods
 * of another country's currency.
 */
export async function createOrder(userId: number, goodsCode: string, now = new Date()): Promise<Order> {
  const [item] = await db()
    .select()
    .from(goods)
    .where(and(eq(goods.code, goodsCode), eq(goods.hidden, false)));
  if (!item) throw new CommerceError('noGoods', 400);
  if (item.agencyFlag) throw new CommerceError('agencyOnly', 403);
  if (item.currency !== (await memberCurrency(userId))) throw new CommerceError('noGoods', 400);
  if (await activePass(userId, now)) throw new CommerceError('ticketInUse', 409);
  const [buyer] = await db().select({ language: users.language }).from(users).where(eq(users.id, userId));
  const [order] = await db()
    .insert(orders)
    .values({
      orderNumber: newOrderNumber(now),
      userId,
      goodsId: item.id,
      // In the buyer's language (the order keeps the name it was sold under; Toss shows it too).
      orderName: localized(item, 'name', buyer?.language ?? 'ko'),
      price: item.amount,
      discountAmount: 0,
      finalAmount: finalAmount(item.amount, 0),
      currency: item.currency,
      durationUnit: item.durationUnit,
      durationValue: item.durationValue,
      generationLimit: item.generationLimit,
      customerKey: crypto.randomUUID(),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return order;
}

/** The member's own order by its number; anyone else's (or none) is a 404. */
export async function ownOrder(userId: number, orderNumber: string): Promise<Order> {
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw new CommerceError('notFound', 404);
  const [order] = await db()
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)));
  if (!order) throw new CommerceError('notFound', 404);
  return order;
}

/** An order with its payment and refund, for the detail pages. */
export async function orderDetail(order: Order) {
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
  const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
  return { order, payment: payment ?? null, refund: refund ?? null };
}

// The ticket page's two reads of orders, prepared once per database (`preparedQuery`, issue 39); the
// ids as one array parameter (`= any($1)`). Both are scoped by the owner inside the statement.
const byIdsStatement = preparedQuery((d) =>
  d
    .select()
    .from(orders)
    .where(
      and(eq(orders.userId, sql.placeholder('userId')), sql`${orders.id} = any(${sql.placeholder('ids')})`),
    )
    .prepare('orders_by_ids'),
);

/** Orders by id, for the ticket history's payment column: the member's own only. */
export async function ordersByIds(userId: number, ids: number[]): Promise<Map<number, Order>> {
  if (!ids.length) return new Map();
  const rows = await byIdsStatement().execute({ userId, ids });
  return new Map(rows.map((o) => [o.id, o]));
}

const waitingStatement = preparedQuery((d) =>
  d
    .select()
    .from(orders)
    .where(and(eq(orders.userId, sql.placeholder('userId')), eq(orders.status, 'WAITING_DEPOSIT')))
    .orderBy(desc(orders.createdAt))
    .limit(10)
    .prepare('orders_waiting'),
);

/** Bank-transfer orders still waiting for their deposit, newest first (shown above the ticket history). */
export function waitingOrders(userId: number): Promise<Order[]> {
  return waitingStatement().execute({ userId });
}
