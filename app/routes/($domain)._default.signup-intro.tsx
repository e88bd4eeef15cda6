import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { requireVisitor } from '~/features/accounts/guards.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { getFixedT } from '~/lib/i18n.server';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['accounts'], pageCache: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireVisitor(context);
  const t = await getFixedT(request, 'accounts');
  return { title: t('intro.title') };
}

export const meta = titleMeta;

export default function SignUpIntro() {
  const { t } = useTranslation('accounts');
  const domain = useDomain();
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-2xl font-bold">{t('intro.title')}</h1>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <Link
          to={tenantPath(domain, '/sign-up')}
          className="rounded-2xl border border-gray-200 p-6 hover:border-primary-400 hover:shadow"
          data-testid="intro-personal"
        >
          <h2 className="text-lg font-bold">{t('intro.personal.title')}</h2>
          <p className="mt-2 text-sm text-gray-600">{t('intro.personal.body')}</p>
          <span className="mt-4 inline-block text-sm font-semibold text-primary-700">
            {t('intro.personal.cta')} →
          </span>
        </Link>
        <Link
          to={tenantPath(domain, '/sign-up/agency-biznumber')}
          className="rounded-2xl border border-gray-200 p-6 hover:border-primary-400 hover:shadow"
          data-testid="intro-institution"
        >
          <h2 className="text-lg font-bold">{t('intro.institution.title')}</h2>
          <p className="mt-2 text-sm text-gray-600">{t('intro.institution.body')}</p>
          <span className="mt-4 inline-block text-sm font-semibold text-primary-700">
            {t('intro.institution.cta')} →
          </span>
        </Link>
      </div>
    </div>
  );
}
