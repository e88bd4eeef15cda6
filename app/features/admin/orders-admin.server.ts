import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  licensePeriods,
  operatorLog,
  orders,
  passes,
  passUses,
  payments,
  refunds,
  users,
} from '#db/schema';
import {
  completeTransferRefund as completeRefundOf,
  markDepositReceived,
  openPayback,
} from '~/features/orders/index.server';
import { CommerceError } from '~/features/orders';
import { db } from '~/lib/db.server';
import { logOperatorAction } from './admins.server';
import type { ORDER_STATUSES } from './schemas';

export const ADMIN_PAGE_SIZE = 20;

/** Orders by number or buyer e-mail (part of either) and status, newest first. */
export async function searchOrders(query: {
  q: string;
  status?: (typeof ORDER_STATUSES)[number];
  page: number;
}) {
  const where: SQL[] = [];
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(orders.orderNumber, like), ilike(users.email, like))!);
  }
  if (query.status) where.push(eq(orders.status, query.status));
  const rows = await db()
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ADMIN_PAGE_SIZE + 1)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  return { items: rows.slice(0, ADMIN_PAGE_SIZE), hasNext: rows.length > ADMIN_PAGE_SIZE };
}

/** One order with its buyer, payment, refund and the operator log rows about it. */
export async function adminOrder(id: number) {
  const [row] = await db()
    .select({ order: orders, email: users.email, name: users.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) return null;
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, id));
  const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, id));
  const log = await db()
    .select({ entry: operatorLog, admin: users.email })
    .from(operatorLog)
    .innerJoin(users, eq(users.id, operatorLog.adminUserId))
    .where(
      or(
        and(eq(operatorLog.targetType, 'ORDER'), eq(operatorLog.targetId, id)),
        refund ? and(eq(operatorLog.targetType, 'REFUND'), eq(operatorLog.targetId, refund.id)) : sql`false`,
      ),
    )
    .orderBy(desc(operatorLog.createdAt));
  return { ...row, payment: payment ?? null, refund: refund ?? null, log };
}

/**
 * The operator saw the deposit: the order is paid and its pass starts (logged, once). Refused while the
 * member has another pass in force: that deposit is returned instead.
 */
export async function confirmDeposit(
  adminUserId: number,
  orderId: number,
): Promise<'confirmed' | 'not-waiting' | 'pass-in-force'> {
  const [before] = await db().select().from(orders).where(eq(orders.id, orderId));
  if (!before) return 'not-waiting';
  try {
    const after = await markDepositReceived(orderId);
    await logOperatorAction(db(), {
      adminUserId,
      action: 'DEPOSIT_CONFIRM',
      targetType: 'ORDER',
      targetId: orderId,
      before,
      after,
    });
    return 'confirmed';
  } catch (error) {
    if (error instanceof CommerceError) return error.key === 'passInForce' ? 'pass-in-force' : 'not-waiting';
    throw error;
  }
}

export async function refundList(page: number) {
  const rows = await db()
    .select({ refund: refunds, order: orders, email: users.email })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(ADMIN_PAGE_SIZE + 1)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return { items: rows.slice(0, ADMIN_PAGE_SIZE), hasNext: rows.length > ADMIN_PAGE_SIZE };
}

export async function adminRefund(id: number) {
  const [row] = await db()
    .select({ refund: refunds, order: orders, email: users.email })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(refunds.id, id));
  if (!row) return null;
  return { ...row, payback: openPayback(row.refund), usage: await orderUsage(row.order.id) };
}

/**
 * What the refunded order's pass did: the pass (period, held since, status) and every generation it
 * paid for (given back or not), or the institution period's seats — what the operator checks before
 * paying anything back.
 */
async function orderUsage(orderId: number) {
  const [pass] = await db().select().from(passes).where(eq(passes.orderId, orderId));
  const uses = pass
    ? await db()
        .select()
        .from(passUses)
        .where(eq(passUses.passId, pass.id))
        .orderBy(desc(passUses.createdAt))
        .limit(100)
    : [];
  const [period] = await db().select().from(licensePeriods).where(eq(licensePeriods.orderId, orderId));
  return { pass: pass ?? null, uses, period: period ?? null };
}

export type CompleteRefundResult = 'completed' | 'used' | 'not-pending';

/**
 * A bank-transfer refund the operator has paid back: the usage is checked again (a used pass is not
 * refunded, the member is told), then refund DONE, order REFUNDED, pass ended (logged, once).
 */
export async function completeTransferRefund(
  adminUserId: number,
  refundId: number,
): Promise<CompleteRefundResult> {
  const [before] = await db().select().from(refunds).where(eq(refunds.id, refundId));
  if (!before) return 'not-pending';
  const outcome = await completeRefundOf(refundId);
  if (outcome === 'not-pending') return outcome;
  const [after] = await db().select().from(refunds).where(eq(refunds.id, refundId));
  await logOperatorAction(db(), {
    adminUserId,
    action: outcome === 'completed' ? 'REFUND_COMPLETE' : 'REFUND_REJECT',
    targetType: 'REFUND',
    targetId: refundId,
    // The payback account stays sealed in the refund row only, never copied into the log.
    before: { ...before, payback: before.payback ? 'sealed' : null },
    after: after && { ...after, payback: after.payback ? 'sealed' : null },
  });
  return outcome;
}
