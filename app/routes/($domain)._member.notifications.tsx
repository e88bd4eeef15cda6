import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useCallback } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { NotificationItems } from '~/features/notifications/NotificationItems';
import { notificationsAction, notificationsPageData } from '~/features/notifications/page.server';
import type { NotificationView } from '~/features/notifications/render.server';
import { useDomain } from '~/lib/root-data';
import { useInfinitePages } from '~/ui/useInfinitePages';
import { titleMeta } from '~/lib/meta';
import { Pager } from '~/ui/Pager';

export const handle = { i18n: ['notifications'] };

export function loader({ request, context }: LoaderFunctionArgs) {
  return notificationsPageData(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return notificationsAction(request, context);
}

export const meta = titleMeta;

/** The notification list as a page: the bell's target without JavaScript, with next-page links. */
export default function NotificationsPage() {
  const first = useLoaderData<typeof loader>();
  const { t } = useTranslation('notifications');
  const domain = useDomain();
  const hrefFor = useCallback((page: number) => `?page=${page}`, []);
  const { items, last, sentinel } = useInfinitePages<NotificationView, typeof first>(
    first,
    hrefFor,
    (data) => data as typeof first | undefined,
  );
  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <div className="mt-4">
        <NotificationItems items={items} domain={domain} />
      </div>
      <div ref={sentinel} className="h-4" />
      <Pager page={first.page} hasNext={last.hasNext} nextPage={last.page + 1} label={t('pages')} />
    </div>
  );
}
