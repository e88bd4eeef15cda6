import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { TableScroll } from '~/ui/TableScroll';
import type { TicketOrder } from './ticket-orders.server';

type Waiting = { orderNumber: string; orderName: string; amount: string; deadline: string };

/** Bank-transfer orders waiting for their deposit, above the ticket history. */
export function WaitingOrders({ orders }: { orders: Waiting[] }) {
  const { t } = useTranslation('commerce');
  const domain = useDomain();
  if (!orders.length) return null;
  return (
    <section
      className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-4"
      aria-labelledby="waiting-title"
    >
      <h2 id="waiting-title" className="font-semibold">
        {t('tickets.waiting')}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {orders.map((o) => (
          <li key={o.orderNumber}>
            <Link to={tenantPath(domain, `/account/me/ticket/detail/${o.orderNumber}`)} className="underline">
              {o.orderName} · {o.amount}
            </Link>{' '}
            <span className="text-gray-600">
              ({t('success.deadline')}: {o.deadline})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The payment column of a bought pass: amount, method and date. */
export function OrderPayment({ order }: { order: TicketOrder }) {
  const { t } = useTranslation('commerce');
  return (
    <>
      {order.amount}
      {order.paymentType ? ` · ${t(`methods.${order.paymentType}`)}` : ''}
      <span className="block text-xs text-gray-500">{order.paidAt}</span>
    </>
  );
}

/** The order-history column: the link to the order's detail. */
export function OrderLink({ order }: { order: TicketOrder | undefined }) {
  const { t } = useTranslation('commerce');
  const domain = useDomain();
  if (!order) return null;
  return (
    <Link
      to={tenantPath(domain, `/account/me/ticket/detail/${order.orderNumber}`)}
      className="text-primary-700 underline"
      data-testid="order-link"
    >
      {t('tickets.viewOrder')}
    </Link>
  );
}

/**
 * The head of a ticket history table (a member's passes, an institution's license periods): name,
 * period, registered, payment, status and order; `extra` names a column the table adds before the
 * status (an institution's seats).
 */
export function TicketTableHead({ extra }: { extra?: string }) {
  const { t } = useTranslation(['accounts', 'commerce']);
  return (
    <thead className="border-b border-gray-200 text-gray-500">
      <tr>
        <th className="py-2">{t('accounts:tickets.name')}</th>
        <th className="py-2">{t('accounts:tickets.period')}</th>
        <th className="hidden py-2 sm:table-cell">{t('accounts:tickets.registered')}</th>
        <th className="hidden py-2 sm:table-cell">{t('accounts:tickets.payment')}</th>
        {extra ? <th className="py-2">{extra}</th> : null}
        <th className="py-2">{t('accounts:tickets.status')}</th>
        <th className="py-2">{t('commerce:tickets.order')}</th>
      </tr>
    </thead>
  );
}

/** A row of a ticket history: a pass (a member's) or a license period (an institution's). */
export type TicketRow = {
  id: number;
  name: ReactNode;
  start: string;
  end: string;
  registered: string;
  /** Where it came from, shown in the payment column when no order paid for it. */
  source: ReactNode;
  status: string;
  /** The status column's text (a pass counts its uses; a period reads "used complete" once ended). */
  statusText: ReactNode;
  /** The extra column's cell (an institution's seats), when the table has one. */
  extra?: ReactNode;
};

/**
 * A ticket history's table (spec §4, both variants): name, period, registered, payment (the order, else
 * the source), the extra column if any, status and the order's link. Payment and registered hide on a
 * phone.
 */
export function TicketTable({
  rows,
  orders,
  label,
  extra,
  rowTestId,
}: {
  rows: TicketRow[];
  orders: Record<number, TicketOrder>;
  label: string;
  extra?: { header: string; testId: string };
  rowTestId?: string;
}) {
  return (
    <TableScroll label={label} className="mt-6">
      <table className="w-full text-left text-sm">
        <TicketTableHead extra={extra?.header} />
        <tbody>
          {rows.map((p) => (
            <tr key={p.id} className="border-b border-gray-100" data-testid={rowTestId}>
              <td className="py-3 font-medium">{p.name}</td>
              <td className="py-3">
                {p.start} ~ {p.end}
              </td>
              <td className="hidden py-3 sm:table-cell">{p.registered}</td>
              <td className="hidden py-3 sm:table-cell">
                {orders[p.id] ? <OrderPayment order={orders[p.id]} /> : p.source}
              </td>
              {extra ? (
                <td className="py-3" data-testid={extra.testId}>
                  {p.extra}
                </td>
              ) : null}
              <td className="py-3" data-testid="pass-status" data-status={p.status}>
                {p.statusText}
              </td>
              <td className="py-3">
                <OrderLink order={orders[p.id]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
