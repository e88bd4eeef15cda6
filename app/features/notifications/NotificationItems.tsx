import { Form, type FetcherWithComponents } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath } from '~/lib/root-data';
import type { NotificationView } from './render.server';

type PostForm = typeof Form | FetcherWithComponents<unknown>['Form'];

/**
 * Unread notifications: title, date (YYYY.MM.DD) and description. Opening one is a POST that marks
 * it read and redirects to its link, so it works without JavaScript; Delete and Delete all post to
 * the same action, through `DeleteForm` (the panel's fetcher, or a plain form on the page).
 */
export function NotificationItems({
  items,
  domain,
  DeleteForm = Form,
  panel = false,
}: {
  items: NotificationView[];
  domain: string;
  DeleteForm?: PostForm;
  panel?: boolean;
}) {
  const { t } = useTranslation('notifications');
  const action = tenantPath(domain, '/notifications');
  const fromPanel = panel ? <input type="hidden" name="from" value="panel" /> : null;
  if (items.length === 0)
    return (
      <p className="py-6 text-center text-sm text-gray-600" data-testid="notifications-empty">
        {t('empty')}
      </p>
    );
  return (
    <>
      <DeleteForm method="post" action={action} className="flex justify-end">
        {fromPanel}
        <button type="submit" name="intent" value="deleteAll" className="btn-ghost px-2 py-1 text-sm">
          {t('deleteAll')}
        </button>
      </DeleteForm>
      <ul className="divide-y divide-gray-100" data-testid="notification-list">
        {items.map((n) => (
          <li key={n.id} className="flex items-start gap-2 py-3" data-testid="notification-item">
            <Form method="post" action={action} className="min-w-0 flex-1">
              <input type="hidden" name="id" value={n.id} />
              <button
                type="submit"
                name="intent"
                value="open"
                className="block w-full rounded-lg p-1 text-left hover:bg-primary-50"
              >
                <span className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold text-gray-900">{n.title}</span>
                  <time className="shrink-0 text-xs text-gray-600">{n.date}</time>
                </span>
                <span className="mt-1 block text-sm text-gray-700">{n.description}</span>
              </button>
            </Form>
            <DeleteForm method="post" action={action}>
              <input type="hidden" name="id" value={n.id} />
              {fromPanel}
              <button
                type="submit"
                name="intent"
                value="delete"
                aria-label={t('deleteLabel', { title: n.title })}
                className="btn-ghost px-2 py-1 text-sm"
              >
                {t('delete')}
              </button>
            </DeleteForm>
          </li>
        ))}
      </ul>
    </>
  );
}
