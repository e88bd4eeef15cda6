import { and, desc, eq, isNull, notExists, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { announcements, notifications } from '#db/schema';
import { db, type Db } from '~/lib/db.server';
import { httpError } from '~/lib/http.server';
import { parseRowId } from '~/lib/ids';
import type { NotificationEvent } from './events.server';

/** Spec §9: notification page size 10, pages from 1. */
export const NOTIFICATION_PAGE_SIZE = 10;
/** The bell shows up to 99 and then "99+": counting stops there. */
export const UNREAD_COUNT_CAP = 100;

type Writer = Pick<Db, 'insert'>;

const unread = (userId: number | Placeholder) =>
  and(eq(notifications.userId, userId), isNull(notifications.readAt), isNull(notifications.deletedAt));

/**
 * Stores an event's notification for a member, once: the same event key for the same member (emitted
 * twice, by two instances, or retried) inserts nothing. Pass the caller's transaction so the
 * notification commits with the change it tells of. True when this call stored it.
 */
export async function notify(userId: number, event: NotificationEvent, q: Writer = db()): Promise<boolean> {
  const rows = await q
    .insert(notifications)
    .values({ userId, eventKey: event.key, kind: event.kind, params: event.params, link: event.link })
    .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] })
    .returning({ id: notifications.id });
  return rows.length === 1;
}

type Expr<T> = SQL.Aliased<T> | PgColumn;

/**
 * The select list of a set-based `INSERT INTO notification … SELECT …` (drizzle wants every column,
 * in the table's order): pass the per-row expressions, aliased to their column names. Use it with
 * `.onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] })` so each event is
 * stored once per member however many instances run it (see pass-ending.server.ts).
 */
export function notificationColumns(
  fields: {
    userId: Expr<number>;
    eventKey: Expr<string>;
    kind: Expr<string>;
    params: Expr<unknown>;
    link: Expr<string | null>;
    announcementId?: Expr<number | null>;
  },
  now = new Date(),
) {
  return {
    id: sql<number>`nextval(pg_get_serial_sequence('notification', 'id'))`.as('id'),
    userId: fields.userId,
    eventKey: fields.eventKey,
    kind: fields.kind,
    params: fields.params,
    link: fields.link,
    announcementId: fields.announcementId ?? sql<number | null>`null::int`.as('announcement_id'),
    createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
    readAt: sql<Date | null>`null::timestamptz`.as('read_at'),
    deletedAt: sql<Date | null>`null::timestamptz`.as('deleted_at'),
  };
}

/** Rows of a set-based job not yet told to their member: no notification with this event key exists. */
export function notYetNotified(userId: PgColumn, eventKey: SQL) {
  return notExists(
    db()
      .select({ one: sql`1` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.eventKey, eventKey))),
  );
}

const insertNotifications = () => db().insert(notifications);
type DueRows = Parameters<ReturnType<typeof insertNotifications>['select']>[0];

/**
 * Stores a set-based job's notifications (a select built with `notificationColumns`), each once per
 * member however many instances run it at once. Returns how many this run stored.
 */
export async function storeDueNotifications(due: DueRows): Promise<number> {
  const stored = await insertNotifications()
    .select(due)
    .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] })
    .returning({ id: notifications.id });
  return stored.length;
}

/** The bell's number as a column: one count over the partial index of unread rows, stopped at the cap. */
export function unreadCount(userId: number | Placeholder) {
  const capped = db()
    .select({ id: notifications.id })
    .from(notifications)
    .where(unread(userId))
    .limit(UNREAD_COUNT_CAP);
  return sql<number>`(select count(*)::int from (${capped}) capped)`.mapWith(Number);
}

export async function countUnread(userId: number): Promise<number> {
  const [row] = await db()
    .select({ n: unreadCount(userId) })
    .from(sql`(values (1)) one`);
  return row?.n ?? 0;
}

export type StoredNotification = {
  id: number;
  kind: string;
  params: Record<string, string | number>;
  link: string | null;
  createdAt: Date;
  announcement: { title: string; body: string } | null;
};

/** A page of a member's unread notifications, newest first. */
/**
 * A page of the member's unread notifications, newest first: page `page` (the list without JavaScript),
 * or, given `after` (a notification id of theirs), the 10 that come after that one, wherever it now
 * stands — the panel's next page after it deleted some, so nothing is skipped or shown twice.
 */
export async function listUnread(
  userId: number,
  page: number,
  after: number | null = null,
): Promise<{ items: StoredNotification[]; hasNext: boolean }> {
  const cursor = after
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from ${notifications} n where n.id = ${after} and n.user_id = ${userId})`
    : undefined;
  const rows = await db()
    .select({
      id: notifications.id,
      kind: notifications.kind,
      params: notifications.params,
      link: notifications.link,
      createdAt: notifications.createdAt,
      title: announcements.title,
      body: announcements.body,
    })
    .from(notifications)
    .leftJoin(announcements, eq(announcements.id, notifications.announcementId))
    .where(and(unread(userId), cursor))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_PAGE_SIZE + 1)
    .offset(cursor ? 0 : (page - 1) * NOTIFICATION_PAGE_SIZE);
  return {
    hasNext: rows.length > NOTIFICATION_PAGE_SIZE,
    items: rows.slice(0, NOTIFICATION_PAGE_SIZE).map(({ title, body, ...n }) => ({
      ...n,
      announcement: title !== null && body !== null ? { title, body } : null,
    })),
  };
}

/** The id a request names, or 404 (app/lib/ids.ts). */
function idOf(raw: unknown): number {
  const id = parseRowId(raw);
  if (id === null) throw httpError(404);
  return id;
}

/**
 * Opening a notification marks it read and gives its stored link. Someone else's, a deleted one or
 * a missing one is not found (404).
 */
export async function openNotification(userId: number, rawId: unknown, now = new Date()) {
  const [row] = await db()
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(notifications.id, idOf(rawId)),
        eq(notifications.userId, userId),
        isNull(notifications.deletedAt),
      ),
    )
    .returning({ link: notifications.link });
  if (!row) throw httpError(404);
  return { link: row.link };
}

/** Deleting one marks it read and removes it; again is harmless. Someone else's is not found (404). */
export async function deleteNotification(userId: number, rawId: unknown, now = new Date()) {
  const stamp = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db()
    .update(notifications)
    .set({
      readAt: sql`coalesce(${notifications.readAt}, ${stamp})`,
      deletedAt: sql`coalesce(${notifications.deletedAt}, ${stamp})`,
    })
    .where(and(eq(notifications.id, idOf(rawId)), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw httpError(404);
}

/** Delete all: every notification of the member still shown is read and removed. */
export async function deleteAllNotifications(userId: number, now = new Date()): Promise<number> {
  const rows = await db()
    .update(notifications)
    .set({
      readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)`,
      deletedAt: now,
    })
    .where(and(eq(notifications.userId, userId), isNull(notifications.deletedAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
