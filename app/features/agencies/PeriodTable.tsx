import { useTranslation } from '~/lib/i18n-react';
import { TicketTable } from '~/features/orders';
import type { TicketOrder } from '~/features/orders/index.server';
import type { PeriodStatus } from './periods.server';

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
  const rows = items.map((p) => ({
    ...p,
    source: t('tickets.sources.AGENCY', { defaultValue: '-' }),
    extra: t('agencyPurchase:tickets.seatsValue', { used: p.seatsUsed, total: p.seatsTotal }),
    statusText:
      p.status === 'REFUND'
        ? t('tickets.refundComplete')
        : p.status === 'OVERDUE'
          ? t('tickets.usedComplete')
          : t(`tickets.statuses.${p.status}`),
  }));
  return (
    <TicketTable
      rows={rows}
      orders={orders}
      label={t('tickets.title')}
      extra={{ header: t('agencyPurchase:tickets.seats'), testId: 'period-seats' }}
      rowTestId="period-row"
    />
  );
}
