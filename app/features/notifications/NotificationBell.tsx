import { useLocation } from '@remix-run/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath } from '~/lib/root-data';
import { useHydrated } from '~/ui/useHydrated';

// Loaded when first opened, so the header costs every page only the bell itself.
const NotificationPanel = lazy(() => import('./NotificationPanel'));

/**
 * The header's bell for members, with the unread count. Without JavaScript it is a link to
 * `/{d}/notifications`; with it, a button that opens the panel. The panel closes on navigation.
 */
export function NotificationBell({ domain, count }: { domain: string; count: number }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  const shown = count > 99 ? '99+' : String(count);
  const label = count > 0 ? t('nav.notificationsUnread', { shown }) : t('nav.notifications');
  const content = (
    <>
      <svg
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-[11px] font-bold leading-5 text-white"
        >
          {shown}
        </span>
      ) : null}
    </>
  );
  const className = 'btn-ghost relative ml-auto px-2 xl:ml-0';
  return (
    <>
      {hydrated ? (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={label}
          className={className}
          data-testid="notification-bell"
          onClick={() => setOpen(true)}
        >
          {content}
        </button>
      ) : (
        <a
          href={tenantPath(domain, '/notifications')}
          aria-label={label}
          className={className}
          data-testid="notification-bell"
        >
          {content}
        </a>
      )}
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel domain={domain} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
