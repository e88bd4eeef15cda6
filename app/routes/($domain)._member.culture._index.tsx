import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { requireViewer } from '~/features/accounts/guards.server';
import { resultsOf } from '~/features/culture/diagnosis.server';
import { getFixedT } from '~/lib/i18n.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['culture'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const [t, results] = await Promise.all([getFixedT(request, 'culture'), resultsOf(viewer.id)]);
  return { title: t('main.title'), hasResults: results.length > 0 };
}

export const meta = titleMeta;

/** MAIN step: what the diagnosis is, then on to the job step. */
export default function CultureMain() {
  const { hasResults } = useLoaderData<typeof loader>();
  const { t } = useTranslation('culture');
  const domain = useDomain();
  return (
    <div className="container-page max-w-2xl py-12">
      <h1 className="text-3xl font-bold">{t('main.title')}</h1>
      <p className="mt-4 leading-relaxed text-gray-700">{t('main.summary')}</p>
      <p className="mt-3 text-sm text-gray-500">{t('main.duration')}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={tenantPath(domain, '/culture/job')} className="btn-primary">
          {t('main.start')}
        </Link>
        {hasResults ? (
          <Link to={tenantPath(domain, '/culture/result')} className="btn-secondary">
            {t('main.pastResults')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
