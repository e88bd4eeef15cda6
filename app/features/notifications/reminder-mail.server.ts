import { and, eq, gte, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { mailOutbox, notifications, users } from '#db/schema';
import { enqueueMailOnce } from '~/integrations/mail/outbox.server';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { isLanguage, type Language } from '~/lib/i18n';
import { getFixedT } from '~/lib/i18n.server';
import type { NotificationKind } from './events.server';
import { notificationTarget, renderNotifications } from './render.server';

/** A reminder stored longer ago than this is not mailed any more (a late mail would only confuse). */
export const REMINDER_MAIL_WITHIN_MS = 24 * 60 * 60 * 1000;
/** Mails written per run at most; the next run writes the rest. */
const BATCH = 200;

const eventKeyOf = (notificationId: number) => `notification:${notificationId}`;

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The notifications of `kinds` stored within the last day, also sent by mail to members who keep
 * reminder mail on (account settings), in their language, with the link to open and where to turn it
 * off. One mail per notification: its key is unique in the outbox, so two instances running this at once
 * (or a run after a crash) write it once; the outbox's job delivers it. Returns how many were written.
 */
export async function mailNotifications(kinds: NotificationKind[], now = new Date()): Promise<number> {
  const due = await db()
    .select({
      id: notifications.id,
      kind: notifications.kind,
      params: notifications.params,
      link: notifications.link,
      createdAt: notifications.createdAt,
      email: users.email,
      language: users.language,
      domain: users.domain,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      and(
        inArray(notifications.kind, kinds),
        gte(notifications.createdAt, new Date(now.getTime() - REMINDER_MAIL_WITHIN_MS)),
        isNull(notifications.deletedAt),
        isNull(users.withdrawnAt),
        isNotNull(users.email),
        eq(users.reminderMail, true),
        notExists(
          db()
            .select({ one: sql`1` })
            .from(mailOutbox)
            .where(eq(mailOutbox.eventKey, sql`'notification:' || ${notifications.id}`)),
        ),
      ),
    )
    .limit(BATCH);
  const origin = env().PUBLIC_URL ?? `http://localhost:${env().PORT}`;
  let written = 0;
  for (const n of due) {
    const lng: Language = isLanguage(n.language) ? n.language : 'ko';
    const [view] = await renderNotifications(
      [{ ...n, params: n.params as Record<string, string | number>, announcement: null }],
      lng,
    );
    const t = await getFixedT(lng, 'mail');
    const open = `${origin}${notificationTarget(n.link, n.domain)}`;
    const settings = `${origin}${notificationTarget('/{domain}/account/me/edit', n.domain)}`;
    const action = t('reminder.action');
    const optOut = t('reminder.optOut');
    const text = `${view.description}\n\n${action}: ${open}\n\n${optOut}: ${settings}\n\n${t('signature')}`;
    const html = `<p>${escapeHtml(view.description)}</p><p><a href="${escapeHtml(open)}">${escapeHtml(action)}</a></p><p><a href="${escapeHtml(settings)}">${escapeHtml(optOut)}</a></p><p>${escapeHtml(t('signature'))}</p>`;
    const id = await enqueueMailOnce(
      { to: n.email!, purpose: 'reminder', subject: view.title, text, html, eventKey: eventKeyOf(n.id) },
      now,
    );
    if (id !== null) written++;
  }
  return written;
}
