import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
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
