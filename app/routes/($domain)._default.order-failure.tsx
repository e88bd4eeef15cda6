import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { orderFailureData } from '~/features/orders/result-pages.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['commerce'] };

export function loader({ request, context }: LoaderFunctionArgs) {
  return orderFailureData(request, context);
}

export const meta = titleMeta;

export default function OrderFailurePage() {
  const { message, code, orderHref } = useLoaderData<typeof loader>();
  const { t } = useTranslation('commerce');
  const domain = useDomain();
  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-2xl font-bold">{t('failure.title')}</h1>
      <p className="mt-3 text-gray-700" data-testid="failure-message">
        {message}
      </p>
      {code ? <p className="mt-1 text-xs text-gray-500">{code}</p> : null}
      <div className="mt-6 flex flex-wrap gap-2">
        {orderHref ? (
          <Link to={orderHref} className="btn-primary inline-flex">
            {t('failure.toOrder')}
          </Link>
        ) : null}
        <Link
          to={tenantPath(domain, '/goods')}
          className={`${orderHref ? 'btn-secondary' : 'btn-primary'} inline-flex`}
        >
          {t('failure.back')}
        </Link>
      </div>
    </div>
  );
}
