import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { COMPANY } from '~/features/layout/company';
import { orderSuccessData } from '~/features/orders/result-pages.server';
import { tenantPath, useDomain } from '~/lib/root-data';

export const handle = { i18n: ['commerce'] };

export function loader({ request, context }: LoaderFunctionArgs) {
  return orderSuccessData(request, context);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function OrderSuccessPage() {
  const { kind, order, account, depositor } = useLoaderData<typeof loader>();
  const { t } = useTranslation('commerce');
  const domain = useDomain();
  return (
    <div className="container-page max-w-2xl py-10" data-testid={`order-success-${kind}`}>
      <h1 className="text-2xl font-bold">
        {kind === 'paid' ? t('success.title') : t('success.transferTitle')}
      </h1>
      <p className="mt-2 text-gray-700">{kind === 'paid' ? t('success.paid') : t('success.transferLead')}</p>
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
              <dd>{order.depositDeadline}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {kind === 'transfer' ? (
        <p className="mt-4 text-sm text-gray-600" data-testid="transfer-support">
          {t('success.support', { email: COMPANY.email })}
        </p>
      ) : null}
      <Link to={tenantPath(domain, '/account/me/ticket')} className="btn-primary mt-6 inline-flex">
        {t('success.toTickets')}
      </Link>
    </div>
  );
}
