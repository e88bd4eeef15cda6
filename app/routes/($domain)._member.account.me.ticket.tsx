import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { requireViewer } from '~/features/accounts/guards.server';
import { staffOf } from '~/features/agencies/staff-guards.server';
import { passHistory } from '~/features/accounts/passes.server';
import { periodHistory } from '~/features/agencies/periods.server';
import { PeriodTable } from '~/features/agencies/PeriodTable';
import { ticketOrders, waitingTicketOrders } from '~/features/orders/ticket-orders.server';
import { goodsNamesIn } from '~/features/orders/index.server';
import { TicketTable, WaitingOrders } from '~/features/orders/TicketOrderParts';
import { getLanguage } from '~/lib/i18n.server';
import { formatDate } from '~/lib/format';
import { tenantPath, useDomain } from '~/lib/root-data';
import { getFixedT } from '~/lib/i18n.server';
import { pageOf } from '~/lib/paging';
import { titleMeta } from '~/lib/meta';
import { Pager } from '~/ui/Pager';

export const handle = { i18n: ['accounts', 'commerce', 'agencyPurchase'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const page = pageOf(request);
  const account = await staffOf(viewer);
  if (account) return institutionHistory(request, viewer.id, account.agency.id, page);
  const lng = await getLanguage(request);
  // Two round trips to the database, not four: what does not depend on the passes goes with them.
  const [t, { items, hasNext }, waiting] = await Promise.all([
    getFixedT(lng, 'accounts'),
    passHistory(viewer.id, page),
    waitingTicketOrders(viewer.id, lng),
  ]);
  const [nameOf, orders] = await Promise.all([
    goodsNamesIn(
      items.map((p) => p.name),
      lng,
    ),
    ticketOrders(viewer.id, items, lng),
  ]);
  return {
    title: t('tickets.title'),
    page,
    hasNext,
    orders,
    waiting,
    items: items.map((p) => ({
      id: p.id,
      name: nameOf(p.name),
      start: formatDate(p.startsAt),
      end: formatDate(p.endsAt),
      registered: formatDate(p.createdAt),
      status: p.state,
      used: p.used,
      limit: p.generationLimit,
      source: p.source,
    })),
    periods: null,
  };
}

/** Institutions see their license periods with seats used of total (spec: ORGANIZATION ticket history). */
async function institutionHistory(request: Request, userId: number, agencyId: number, page: number) {
  const lng = await getLanguage(request);
  const [t, { items, hasNext }, waiting] = await Promise.all([
    getFixedT(lng, 'accounts'),
    periodHistory(agencyId, page),
    waitingTicketOrders(userId, lng),
  ]);
  const [nameOf, orders] = await Promise.all([
    goodsNamesIn(
      items.map((p) => p.name),
      lng,
    ),
    ticketOrders(userId, items, lng),
  ]);
  return {
    title: t('tickets.title'),
    page,
    hasNext,
    orders,
    waiting,
    items: [],
    periods: items.map((p) => ({
      id: p.id,
      name: nameOf(p.name),
      start: formatDate(p.startsAt),
      end: formatDate(p.endsAt),
      registered: formatDate(p.createdAt),
      status: p.state,
      seatsUsed: p.seatsUsed,
      seatsTotal: p.seatsTotal,
    })),
  };
}

export const meta = titleMeta;

export default function TicketHistoryPage() {
  const { items, periods, page, hasNext, orders, waiting } = useLoaderData<typeof loader>();
  const { t } = useTranslation('accounts');
  const domain = useDomain();
  return (
    <div className="container-page max-w-4xl py-10">
      <Link to={tenantPath(domain, '/account/me')} className="text-sm text-primary-700">
        ← {t('me.title')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t('tickets.title')}</h1>
      <WaitingOrders orders={waiting} />
      {periods ? (
        periods.length ? (
          <PeriodTable items={periods} orders={orders} />
        ) : (
          <p className="mt-6 text-gray-600">
            {t('agencyPurchase:tickets.empty')}{' '}
            <Link to={tenantPath(domain, '/agency')} className="text-primary-700 underline">
              {t('agencyPurchase:tickets.buy')}
            </Link>
          </p>
        )
      ) : items.length === 0 ? (
        <p className="mt-6 text-gray-600">{t('tickets.empty')}</p>
      ) : (
        <TicketTable
          rows={items.map((p) => ({
            ...p,
            name: t(`passNames.${p.name}`, { defaultValue: p.name }),
            source: t(`tickets.sources.${p.source}`, { defaultValue: p.source }),
            statusText: <PassUsage status={p.status} used={p.used} limit={p.limit} />,
          }))}
          orders={orders}
          label={t('tickets.title')}
        />
      )}
      <Pager page={page} hasNext={hasNext} label={t('tickets.pages')} />
    </div>
  );
}

/** Spec §4: ACTIVE and PENDING show used/total, COMPLETED and OVERDUE "used complete", REFUND "refund complete". */
function PassUsage({ status, used, limit }: { status: string; used: number; limit: number | null }) {
  const { t } = useTranslation('accounts');
  if (status === 'REFUND') return <>{t('tickets.refundComplete')}</>;
  if (status === 'COMPLETED' || status === 'OVERDUE')
    return (
      <>
        {t('tickets.usedComplete')}{' '}
        <span className="text-xs text-gray-500">({t(`tickets.statuses.${status}`)})</span>
      </>
    );
  return (
    <>
      {t(`tickets.statuses.${status}`)}{' '}
      <span className="text-xs text-gray-500">
        {limit === null ? t('tickets.usesUnlimited', { used }) : t('tickets.uses', { used, total: limit })}
      </span>
    </>
  );
}
