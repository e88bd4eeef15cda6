import { useTranslation } from '~/lib/i18n-react';
import { OrderLink, OrderPayment, TicketTableHead } from '~/features/orders';
import type { TicketOrder } from '~/features/orders/index.server';
import type { PeriodStatus } from './periods.server';
import { TableScroll } from '~/ui/TableScroll';

export type PeriodRow = {
  id: number;
  name: string;
  start: string;
  end: string;
  registered: string;
  status: PeriodStatus;
  seatsUsed: number;
  seatsTotal: number;
};

/**
 * An institution's ticket history (spec: organisation variant, couponUseCount / couponTotalCount): each
 * license period with its seats used of total; ended periods read "used complete", refunded ones
 * "refund complete".
 */
export function PeriodTable({ items, orders }: { items: PeriodRow[]; orders: Record<number, TicketOrder> }) {
  const { t } = useTranslation('accounts');
  return (
    <TableScroll label={t('tickets.title')} className="mt-6">
      <table className="w-full text-left text-sm">
        <TicketTableHead extra={t('agencyPurchase:tickets.seats')} />
        <tbody>
          {items.map((p) => (
            <tr key={p.id} className="border-b border-gray-100" data-testid="period-row">
              <td className="py-3 font-medium">{p.name}</td>
              <td className="py-3">
                {p.start} ~ {p.end}
              </td>
              <td className="hidden py-3 sm:table-cell">{p.registered}</td>
              <td className="hidden py-3 sm:table-cell">
                {orders[p.id] ? (
                  <OrderPayment order={orders[p.id]} />
                ) : (
                  t('tickets.sources.AGENCY', { defaultValue: '-' })
                )}
              </td>
              <td className="py-3" data-testid="period-seats">
                {t('agencyPurchase:tickets.seatsValue', { used: p.seatsUsed, total: p.seatsTotal })}
              </td>
              <td className="py-3" data-testid="pass-status" data-status={p.status}>
                {p.status === 'REFUND'
                  ? t('tickets.refundComplete')
                  : p.status === 'OVERDUE'
                    ? t('tickets.usedComplete')
                    : t(`tickets.statuses.${p.status}`)}
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
