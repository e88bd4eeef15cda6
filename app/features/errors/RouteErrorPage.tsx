import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { errorMessageKey, statusKey } from '~/lib/errors';
import { useRequestInfo } from '~/lib/request-info';
import { tenantPath, useDomain } from '~/lib/root-data';

/** The body of every error page: the status's title, a message, a way back. Never a stack. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const code =
    isRouteErrorResponse(error) && typeof error.data?.code === 'number' ? error.data.code : undefined;
  return <ErrorContent status={status} code={code} />;
}

export function ErrorContent({ status, code }: { status: number; code?: number }) {
  const { t } = useTranslation('errors');
  const domain = useDomain();
  const { requestId } = useRequestInfo();
  const key = statusKey(status);
  return (
    <div className="container-page flex flex-col items-center py-20 text-center" data-status={status}>
      <p className="text-5xl font-bold text-primary-600" aria-hidden="true">
        {key === 'generic' ? '!' : status}
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t(`status.${key}.title`)}</h1>
      <p className="mt-3 max-w-md text-gray-600">{t(errorMessageKey(code, status))}</p>
      {status >= 500 && requestId ? (
        <p className="mt-2 text-xs text-gray-600">{t('reference', { id: requestId })}</p>
      ) : null}
      <div className="mt-8 flex gap-3">
        <Link to={tenantPath(domain)} className="btn-primary">
          {t('returnHome')}
        </Link>
      </div>
    </div>
  );
}
