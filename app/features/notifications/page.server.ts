import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
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

/** `?after=` names the last notification the panel holds: a row id, else none. */
const afterSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable().catch(null);

/**
 * `/{d}/notifications?page=N`: the page without JavaScript, and the bell panel's first page;
 * `?after=<id>`: the panel's next 10 after the last one it holds (still right after it deleted some).
 */
export async function notificationsPageData(request: Request, context: AppLoadContext) {
  const viewer = requireViewer(request, context);
  const page = pageOf(request);
  const after = afterSchema.parse(new URL(request.url).searchParams.get('after'));
  const lng = await getLanguage(request);
  const [t, { items, hasNext }] = await Promise.all([
    getFixedT(lng, 'notifications'),
    listUnread(viewer.id, page, after),
  ]);
  return { title: t('title'), page, after, hasNext, items: await renderNotifications(items, lng) };
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
