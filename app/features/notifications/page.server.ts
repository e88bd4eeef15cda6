import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/index.server';
import { parseOrThrow, readFormData } from '~/lib/form.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import {
  deleteAllNotifications,
  deleteNotification,
  listUnread,
  openNotification,
} from './notifications.server';
import { notificationTarget, renderNotifications } from './render.server';
import { notificationActionSchema } from './schemas';
import { pageOf } from '~/lib/paging';

/** `/{d}/notifications?page=N`: the page without JavaScript, and each page of the bell's panel. */
export async function notificationsPageData(request: Request, context: AppLoadContext) {
  const viewer = requireViewer(request, context);
  const page = pageOf(request);
  const lng = await getLanguage(request);
  const [t, { items, hasNext }] = await Promise.all([
    getFixedT(lng, 'notifications'),
    listUnread(viewer.id, page),
  ]);
  return { title: t('title'), page, hasNext, items: await renderNotifications(items, lng) };
}
export type NotificationsPage = Awaited<ReturnType<typeof notificationsPageData>>;

/**
 * Open (mark read, then go to the item's link), delete one, delete all. Each acts only on the
 * signed-in member's own notifications: another member's id is not found (404).
 */
export async function notificationsAction(request: Request, context: AppLoadContext) {
  const viewer = requireViewer(request, context);
  const input = parseOrThrow(await readFormData(request), notificationActionSchema);
  const domain = context.tenant.domain;
  if (input.intent === 'open') {
    const { link } = await openNotification(viewer.id, input.id);
    return redirect(notificationTarget(link, domain));
  }
  if (input.intent === 'delete') await deleteNotification(viewer.id, input.id);
  else await deleteAllNotifications(viewer.id);
  if (input.from === 'panel') return data({ ok: true as const });
  // Without JavaScript: back to the list (its first page: the rows after the deleted ones moved up).
  return redirectWithToast(tenantPath(domain, '/notifications'), {
    type: 'success',
    key: input.intent === 'delete' ? 'notifications:deleted' : 'notifications:deletedAll',
  });
}
