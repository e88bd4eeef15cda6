import { useFetcher } from '@remix-run/react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath } from '~/lib/root-data';
import { Dialog } from '~/ui/Dialog';
import { Spinner } from '~/ui/Spinner';
import { useInfinitePages } from '~/ui/useInfinitePages';
import { NotificationItems } from './NotificationItems';
import type { NotificationsPage } from './page.server';
import type { NotificationView } from './render.server';

const pick = (data: unknown) => data as NotificationsPage | undefined;

/**
 * The bell's panel (JavaScript only; without it the bell is a link to the page): a modal that keeps
 * focus inside and closes on Escape, listing unread notifications 10 at a time with endless scroll.
 * Deletions go through a fetcher; Remix then reloads the fetched pages and the bell's count.
 */
export default function NotificationPanel({ domain, onClose }: { domain: string; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const firstPage = useFetcher<NotificationsPage>();
  const actions = useFetcher();
  const hrefFor = useCallback(
    (page: number) => `${tenantPath(domain, '/notifications')}?page=${page}`,
    [domain],
  );
  const load = firstPage.load;
  useEffect(() => {
    void load(hrefFor(1));
  }, [load, hrefFor]);
  const first = pick(firstPage.data);
  return (
    <Dialog labelledBy="notification-panel-title" onDismiss={onClose} testId="notification-panel">
      <div className="flex items-center justify-between gap-2">
        <h2 id="notification-panel-title" className="text-lg font-bold">
          {t('title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          data-dialog-dismiss
          aria-label={t('close')}
          className="btn-ghost px-2 py-1"
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {first ? (
        <PanelPages first={first} hrefFor={hrefFor} domain={domain} DeleteForm={actions.Form} />
      ) : (
        <div className="flex justify-center py-6">
          <Spinner label={t('loading')} />
        </div>
      )}
    </Dialog>
  );
}

function PanelPages({
  first,
  hrefFor,
  domain,
  DeleteForm,
}: {
  first: NotificationsPage;
  hrefFor: (page: number) => string;
  domain: string;
  DeleteForm: ReturnType<typeof useFetcher>['Form'];
}) {
  const { items, sentinel, loading } = useInfinitePages<NotificationView, NotificationsPage>(
    first,
    hrefFor,
    pick,
  );
  return (
    <div className="mt-2">
      <NotificationItems items={items} domain={domain} DeleteForm={DeleteForm} panel />
      <div ref={sentinel} className="h-2" />
      {loading ? (
        <div className="flex justify-center py-2">
          <Spinner />
        </div>
      ) : null}
    </div>
  );
}
