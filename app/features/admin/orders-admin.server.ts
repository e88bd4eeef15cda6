import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { operatorLog, orders, payments, refunds, users } from '../../../db/schema';
import { markDepositReceived } from '~/features/orders/bank-transfer.server';
import { CommerceError } from '~/features/orders/errors';
import { completeRefund } from '~/features/orders/refunds.server';
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

/** The operator saw the deposit: the order is paid and its pass starts (logged, once). */
export async function confirmDeposit(
  adminUserId: number,
  orderId: number,
): Promise<'confirmed' | 'not-waiting'> {
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
    if (error instanceof CommerceError) return 'not-waiting';
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
  return row ?? null;
}

/** A bank-transfer refund the operator has paid back: refund DONE, order REFUNDED, pass ended (logged, once). */
export async function completeTransferRefund(adminUserId: number, refundId: number): Promise<boolean> {
  const row = await adminRefund(refundId);
  if (!row || row.order.paymentType !== 'SELF' || row.refund.status !== 'REQUESTED') return false;
  if (!(await completeRefund(row.order.id, { manual: true, adminUserId }))) return false;
  const after = await adminRefund(refundId);
  await logOperatorAction(db(), {
    adminUserId,
    action: 'REFUND_COMPLETE',
    targetType: 'REFUND',
    targetId: refundId,
    before: row.refund,
    after: after?.refund,
  });
  return true;
}
