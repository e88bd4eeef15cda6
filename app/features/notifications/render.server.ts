import { formatMoney, type Currency } from '~/lib/money';
import { formatDate } from '~/lib/format';
import { getFixedT } from '~/lib/i18n.server';
import type { Language } from '~/lib/i18n';
import { safeRedirectPath } from '~/lib/redirect';
import { tenantPath } from '~/lib/root-data';
import type { StoredNotification } from './notifications.server';

/** What the bell's panel and the notifications page show of one notification. */
export type NotificationView = { id: number; title: string; description: string; date: string };

/** A name stored in Korean with its English and Indonesian (`couponNameEn`, `couponNameId`): the reader's. */
function nameIn(params: Record<string, unknown>, key: string, lng: Language): string | undefined {
  const text = (k: string) =>
    typeof params[k] === 'string' && params[k] ? (params[k] as string) : undefined;
  if (lng === 'id') return text(`${key}Id`) ?? text(`${key}En`) ?? text(key);
  if (lng === 'en') return text(`${key}En`) ?? text(key);
  return text(key);
}

const isCurrency = (value: unknown): value is Currency => value === 'KRW' || value === 'USD';

/**
 * Title and description in the reader's language, from the event's kind and values (money and dates
 * formatted for the reader); an announcement shows the operator's own text.
 */
export async function renderNotifications(
  items: StoredNotification[],
  lng: Language,
): Promise<NotificationView[]> {
  const [t, ta] = await Promise.all([getFixedT(lng, 'notifications'), getFixedT(lng, 'accounts')]);
  return items.map((n) => {
    const date = formatDate(n.createdAt);
    if (n.announcement)
      return { id: n.id, title: n.announcement.title, description: n.announcement.body, date };
    const values: Record<string, string | number> = { ...n.params };
    if (typeof n.params.amount === 'number' && isCurrency(n.params.currency))
      values.amount = formatMoney(n.params.amount, n.params.currency, lng);
    if (typeof n.params.endsAt === 'string') values.endsAt = formatDate(n.params.endsAt);
    if (typeof n.params.deadline === 'string')
      values.deadline = formatDate(`${n.params.deadline}T00:00:00+09:00`);
    const couponName = nameIn(n.params, 'couponName', lng);
    if (couponName) values.couponName = couponName;
    if (typeof n.params.passName === 'string')
      values.passName = ta(`passNames.${n.params.passName}`, { defaultValue: n.params.passName });
    // On the deadline day itself "due today", as the list says, never "D-0".
    const today = n.kind === 'applicationDeadline' && Number(n.params.days) === 0;
    return {
      id: n.id,
      title: t(`events.${n.kind}.title`, values),
      description: t(`events.${n.kind}.${today ? 'descriptionToday' : 'description'}`, values),
      date,
    };
  });
}

/**
 * Where opening a notification goes: its link with `{domain}` replaced by the tenant it was opened
 * under, kept on this site; without a link (or with one that is not a path here) the list itself.
 */
export function notificationTarget(link: string | null, domain: string): string {
  const fallback = tenantPath(domain, '/notifications');
  if (!link) return fallback;
  return safeRedirectPath(link.replaceAll('{domain}', domain), fallback);
}
