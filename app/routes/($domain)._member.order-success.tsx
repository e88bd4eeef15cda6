import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { useOperator } from '~/lib/operator';
import { orderSuccessData } from '~/features/orders/result-pages.server';
import { tenantPath, useDomain } from '~/lib/root-data';

export const handle = { i18n: ['commerce'] };

export function loader({ request, context }: LoaderFunctionArgs) {
  return orderSuccessData(request, context);
}

/** While a payment is being confirmed the page refreshes itself (works without JavaScript). */
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [{ title: data.title }, ...(data.kind === 'pending' ? [{ httpEquiv: 'refresh', content: '3' }] : [])]
    : [];

const LEAD = {
  paid: 'success.paid',
  pending: 'success.pendingLead',
  transfer: 'success.transferLead',
  'transfer-paid': 'success.transferPaid',
} as const;

export default function OrderSuccessPage() {
  const { kind, title, order, account, depositor } = useLoaderData<typeof loader>();
  const { t } = useTranslation('commerce');
  const operator = useOperator();
  const domain = useDomain();
  return (
    <div className="container-page max-w-2xl py-10" data-testid={`order-success-${kind}`}>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-gray-700" role={kind === 'pending' ? 'status' : undefined}>
        {t(LEAD[kind])}
      </p>
      {kind === 'pending' ? (
        <a href="" className="btn-secondary mt-3 inline-flex">
          {t('success.refreshNow')}
        </a>
      ) : null}
      <dl className="mt-6 divide-y divide-gray-100 rounded-2xl border border-gray-200 px-5 text-sm">
        <div className="flex justify-between py-2">
          <dt>{t('order.number')}</dt>
          <dd>{order.orderNumber}</dd>
        </div>
        <div className="flex justify-between py-2">
          <dt>{t('order.product')}</dt>
          <dd>{order.orderName}</dd>
        </div>
        <div className="flex justify-between py-2">
          <dt>{t('success.amount')}</dt>
          <dd className="font-semibold">{order.final}</dd>
        </div>
        <div className="flex justify-between py-2">
          <dt>{t('success.method')}</dt>
          <dd>{order.paymentType ? t(`methods.${order.paymentType}`) : ''}</dd>
        </div>
        {kind === 'transfer' ? (
          <>
            <div className="flex justify-between py-2">
              <dt>{t('success.account')}</dt>
              <dd data-testid="bank-account">{account}</dd>
            </div>
            <div className="flex justify-between py-2">
              <dt>{t('success.depositor')}</dt>
              <dd>{depositor}</dd>
            </div>
            <div className="flex justify-between py-2">
              <dt>{t('success.deadline')}</dt>
              <dd>{t('success.deadlineValue', { deadline: order.depositDeadline })}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {kind === 'transfer' ? (
        <p className="mt-4 text-sm text-gray-600" data-testid="transfer-support">
          {t('success.support', { email: operator?.email ?? '' })}
        </p>
      ) : null}
      <Link to={tenantPath(domain, '/account/me/ticket')} className="btn-primary mt-6 inline-flex">
        {t('success.toTickets')}
      </Link>
    </div>
  );
}
