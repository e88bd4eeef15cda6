import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';

export const PROFILE_TABS = ['group', 'information', 'position', 'result'] as const;

/** The tab from the path's third segment (/{domain}/profile/{tab}), group by default. */
export function tabOf(pathname: string) {
  const segment = pathname.split('/')[3];
  return (PROFILE_TABS as readonly string[]).includes(segment) ? segment : 'group';
}

/** Tabs carry the current resume id along, so moving between screens keeps the resume. */
export function ProfileTabs() {
  const { t } = useTranslation('profileTabs');
  const domain = useDomain();
  const { pathname, search } = useLocation();
  const id = new URLSearchParams(search).get('id');
  const active = tabOf(pathname);
  return (
    <nav aria-label={t('label')} className="mb-6 flex gap-1 overflow-x-auto border-b border-gray-200">
      {PROFILE_TABS.map((tab) => (
        <Link
          key={tab}
          to={tenantPath(domain, `/profile/${tab}`) + (id && tab !== 'group' ? `?id=${id}` : '')}
          aria-current={tab === active ? 'page' : undefined}
          className={`-mb-px shrink-0 border-b-2 px-4 py-3 text-sm font-semibold ${
            tab === active
              ? 'border-primary-600 text-primary-700'
              : 'border-transparent text-gray-500 hover:text-gray-800'
          }`}
        >
          {t(tab)}
        </Link>
      ))}
    </nav>
  );
}
