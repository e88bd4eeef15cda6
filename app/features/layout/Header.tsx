import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useRootData } from '~/lib/root-data';
import { InstitutionBadge } from '~/features/agencies';
import { isStaff, type Viewer } from '~/lib/viewer';
import { NotificationBell } from '~/features/notifications';
import { LanguagePicker } from './LanguagePicker';
import { menuFor, type MenuItem } from './menu';

export function Header() {
  const { t } = useTranslation();
  const root = useRootData();
  const domain = root?.tenant.domain ?? 'main';
  const viewer = root?.viewer ?? null;
  const items = menuFor(viewer, domain);
  // The page the menu marks as current: read once here rather than by every link (the menu is drawn twice).
  const here = useLocation()
    .pathname.replace(/(.)\/+$/, '$1')
    .toLowerCase();
  const brand = root?.tenant.kind === 'INSTITUTION' ? root.tenant.displayName : t('brand');
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      {/* Wider than the page body: the longest menu (an institution's, in Indonesian) fits from 1280 px. */}
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          to={tenantPath(domain)}
          className="flex shrink-0 items-center gap-2 font-bold text-primary-700"
          data-testid="brand"
        >
          <img src="/logo.svg" alt="" width={28} height={28} />
          <span className="max-w-40 truncate">{brand}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="hidden flex-1 xl:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.id}>
                <DesktopItem item={item} here={here} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 xl:flex">
          <LanguagePicker compact />
          <AccountArea viewer={viewer} domain={domain} />
        </div>
        {viewer ? <NotificationBell domain={domain} count={root?.unreadNotifications ?? 0} /> : null}
        <details
          className={`relative xl:hidden ${viewer ? '' : 'ml-auto'}`}
          data-testid="mobile-menu"
          data-menu
        >
          <summary className="btn-ghost px-2" aria-label={t('nav.open')}>
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </summary>
          <div className="absolute right-0 z-40 mt-2 w-72 rounded-xl border border-gray-200 bg-white p-3 shadow-xl">
            <nav aria-label={t('nav.label')}>
              <ul className="flex flex-col">
                {items.map((item) => (
                  <li key={item.id}>
                    <MobileItem item={item} here={here} />
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-3 flex flex-col gap-2 border-t border-gray-100 pt-3">
              <LanguagePicker align="left" />
              <AccountArea viewer={viewer} domain={domain} />
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}

/** A menu entry, marked as the current page when its path is the one shown. */
function MenuLink({ item, here }: { item: MenuItem; here: string }) {
  const { t } = useTranslation();
  const current = item.to.toLowerCase() === here;
  return (
    <Link
      to={item.to}
      aria-current={current ? 'page' : undefined}
      className={`block whitespace-nowrap rounded-lg px-3 py-2 text-sm xl:px-2 font-medium hover:bg-primary-50 ${current ? 'text-primary-700' : 'text-gray-700'}`}
    >
      {t(item.labelKey)}
    </Link>
  );
}

function DesktopItem({ item, here }: { item: MenuItem; here: string }) {
  const { t } = useTranslation();
  if (!item.children) return <MenuLink item={item} here={here} />;
  return (
    <details className="relative" data-menu>
      <summary className="whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium text-gray-700 hover:bg-primary-50">
        {t(item.labelKey)} <span aria-hidden="true">▾</span>
      </summary>
      <ul className="absolute left-0 z-40 mt-2 w-44 rounded-xl border border-gray-200 bg-white p-1 shadow-lg">
        {item.children.map((child) => (
          <li key={child.id}>
            <MenuLink item={child} here={here} />
          </li>
        ))}
      </ul>
    </details>
  );
}

function MobileItem({ item, here }: { item: MenuItem; here: string }) {
  const { t } = useTranslation();
  if (!item.children) return <MenuLink item={item} here={here} />;
  return (
    <>
      <p className="px-3 pt-2 text-xs font-semibold uppercase text-gray-600">{t(item.labelKey)}</p>
      <ul>
        {item.children.map((child) => (
          <li key={child.id}>
            <MenuLink item={child} here={here} />
          </li>
        ))}
      </ul>
    </>
  );
}

function AccountArea({ viewer, domain }: { viewer: Viewer; domain: string }) {
  const { t } = useTranslation();
  if (!viewer) {
    return (
      <div className="flex items-center gap-2">
        <Link to={tenantPath(domain, '/login')} className="btn-ghost">
          {t('nav.login')}
        </Link>
        <Link to={tenantPath(domain, '/signup-intro')} className="btn-primary">
          {t('nav.signUp')}
        </Link>
      </div>
    );
  }
  return (
    <Link
      to={tenantPath(domain, '/account/me')}
      className="btn-ghost min-w-0 whitespace-nowrap"
      data-testid="profile-chip"
    >
      {isStaff(viewer) ? (
        <>
          <span className="max-w-40 truncate">{viewer.institutionName ?? viewer.name}</span>
          <InstitutionBadge />
        </>
      ) : (
        <span>{t('nav.honorific', { name: viewer.name })}</span>
      )}
    </Link>
  );
}
