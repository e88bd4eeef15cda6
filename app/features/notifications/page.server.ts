import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
import { requireViewer } from '~/features/accounts/index.server';
import { readFormData } from '~/lib/form.server';
import { httpError } from '~/lib/http.server';
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

/** The list's forms; `from=panel` is sent only by the panel (JavaScript), which wants data, not a redirect. */
const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('open'), id: z.string().max(20) }),
  z.object({ intent: z.literal('delete'), id: z.string().max(20), from: z.literal('panel').optional() }),
  z.object({ intent: z.literal('deleteAll'), from: z.literal('panel').optional() }),
]);

/**
 * Open (mark read, then go to the item's link), delete one, delete all. Each acts only on the
 * signed-in member's own notifications: another member's id is not found (404).
 */
export async function notificationsAction(request: Request, context: AppLoadContext) {
  const viewer = requireViewer(request, context);
  const parsed = actionSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) throw httpError(400);
  const input = parsed.data;
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
