import { useFetcher } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath } from '~/lib/root-data';
import { Dialog } from '~/ui/Dialog';
import { Spinner } from '~/ui/Spinner';
import { NotificationItems } from './NotificationItems';
import type { NotificationsPage } from './page.server';
import type { NotificationView } from './render.server';

const pick = (data: unknown) => data as NotificationsPage | undefined;

/**
 * The bell's panel (JavaScript only; without it the bell is a link to the page): a modal that keeps
 * focus inside and closes on Escape, listing unread notifications 10 at a time with endless scroll.
 * Deletions go through a fetcher; the list keeps what it loaded minus what was deleted, and Remix
 * reloads the bell's count.
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
        <PanelPages first={first} hrefFor={hrefFor} domain={domain} actions={actions} />
      ) : (
        <div className="flex justify-center py-6">
          <Spinner label={t('loading')} />
        </div>
      )}
    </Dialog>
  );
}

/**
 * The panel's list: the pages loaded so far, each next 10 fetched (`?after=` the last one held) when the
 * end of the list scrolls into view. A delete takes its item out of the loaded list at once and keeps
 * the rest (Remix's reload of the first page after the action is not a new list), and the end of the
 * list is watched again, so scrolling goes on loading; delete-all empties it.
 */
function PanelPages({
  first,
  hrefFor,
  domain,
  actions,
}: {
  first: NotificationsPage;
  hrefFor: (page: number) => string;
  domain: string;
  actions: ReturnType<typeof useFetcher>;
}) {
  const more = useFetcher<NotificationsPage>();
  const [loaded, setLoaded] = useState<{ items: NotificationView[]; hasNext: boolean }>(() => ({
    items: first.items,
    hasNext: first.hasNext,
  }));
  const [removed, setRemoved] = useState<{ ids: Set<number>; all: boolean }>(() => ({
    ids: new Set(),
    all: false,
  }));
  const sentinel = useRef<HTMLDivElement>(null);

  // What a delete in flight (or done) removes, as soon as it is sent.
  const sent = actions.formData;
  useEffect(() => {
    if (!sent) return;
    const intent = sent.get('intent');
    const id = Number(sent.get('id'));
    if (intent === 'deleteAll') setRemoved({ ids: new Set(), all: true });
    else if (intent === 'delete' && Number.isInteger(id))
      setRemoved((r) => ({ ...r, ids: new Set(r.ids).add(id) }));
  }, [sent]);

  const items = removed.all ? [] : loaded.items.filter((n) => !removed.ids.has(n.id));
  const hasNext = !removed.all && loaded.hasNext;
  const lastId = loaded.items.at(-1)?.id ?? null;

  // A next page arrives: append what is not held yet (a reload of the same page adds nothing twice).
  const fetched = more.data;
  useEffect(() => {
    if (!fetched || fetched.after === null || fetched.after !== lastId) return;
    setLoaded((held) => {
      const ids = new Set(held.items.map((n) => n.id));
      return {
        items: [...held.items, ...fetched.items.filter((n) => !ids.has(n.id))],
        hasNext: fetched.hasNext,
      };
    });
  }, [fetched, lastId]);

  // Watch the end of the list again whenever it or the fetcher changes: after a delete it may already be in view.
  const idle = more.state === 'idle';
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNext || !idle || lastId === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries[0].isIntersecting) more.load(`${hrefFor(1)}&after=${lastId}`);
      },
      { rootMargin: '50px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
    // `more` changes identity with its state; `idle` stands for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasNext, idle, lastId, items.length, hrefFor]);

  return (
    <div className="mt-2">
      <NotificationItems items={items} domain={domain} DeleteForm={actions.Form} panel />
      <div ref={sentinel} className="h-2" data-testid="notification-panel-end" />
      {!idle ? (
        <div className="flex justify-center py-2">
          <Spinner />
        </div>
      ) : null}
    </div>
  );
}
