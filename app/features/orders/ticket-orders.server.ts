import { formatDate, formatDateMinute } from '~/lib/format';
import type { Language } from '~/lib/i18n';
import { formatMoney } from '~/lib/money';
import { ordersByIds, waitingOrders } from './orders.server';
import { goodsNamesIn } from './goods-names.server';

export type TicketOrder = { orderNumber: string; amount: string; paymentType: string | null; paidAt: string };

/** For the ticket history: each bought pass's order (number, amount, method, payment date). */
export async function ticketOrders(
  userId: number,
  items: { id: number; orderId: number | null }[],
  lng: Language,
): Promise<Record<number, TicketOrder>> {
  const byId = await ordersByIds(
    userId,
    items.flatMap((p) => (p.orderId ? [p.orderId] : [])),
  );
  const result: Record<number, TicketOrder> = {};
  for (const pass of items) {
    const order = pass.orderId ? byId.get(pass.orderId) : undefined;
    if (!order) continue;
    result[pass.id] = {
      orderNumber: order.orderNumber,
      amount: formatMoney(order.finalAmount, order.currency, lng),
      paymentType: order.paymentType,
      paidAt: formatDate(order.completedAt ?? order.createdAt),
    };
  }
  return result;
}

/** Bank-transfer orders still waiting for their deposit, shown above the history. */
export async function waitingTicketOrders(userId: number, lng: Language) {
  const orders = await waitingOrders(userId);
  // An order is named after its goods when it was made: shown in the reader's language, as its pass is.
  const nameOf = await goodsNamesIn(
    orders.map((o) => o.orderName),
    lng,
  );
  return orders.map((o) => ({
    orderNumber: o.orderNumber,
    orderName: nameOf(o.orderName),
    amount: formatMoney(o.finalAmount, o.currency, lng),
    deadline: formatDateMinute(o.depositDeadline),
  }));
}
