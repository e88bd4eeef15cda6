import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * An operator's announcement to all members or one tenant's (`domain`); each member gets a
 * notification row pointing at it (docs/decisions/0009-notifications.md).
 */
export const announcements = pgTable('announcement', {
  id: serial('id').primaryKey(),
  adminUserId: integer('admin_user_id')
    .notNull()
    .references(() => users.id),
  /** null: every tenant's members. */
  domain: varchar('domain', { length: 10 }),
  title: varchar('title', { length: 100 }).notNull(),
  body: text('body').notNull(),
  /** A path on this site; may contain `{domain}`. */
  link: varchar('link', { length: 500 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One notification per user per event: `event_key` names the event (`order-paid:42`,
 * `pass-ending:7`), unique per user, so an event emitted twice (two instances, a retry) is stored
 * once. Title and description are rendered when read, in the reader's language, from `kind` and
 * `params` (or the announcement's own text).
 */
export const notifications = pgTable(
  'notification',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventKey: varchar('event_key', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** A path on this site; `{domain}` is replaced by the tenant it is shown under. */
    link: varchar('link', { length: 500 }),
    announcementId: integer('announcement_id').references(() => announcements.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_user_event').on(t.userId, t.eventKey),
    // The bell's count and the panel's list: a member's unread ones, newest first.
    index('notification_unread')
      .on(t.userId, t.createdAt)
      .where(sql`read_at IS NULL AND deleted_at IS NULL`),
  ],
);

export type Notification = typeof notifications.$inferSelect;
export type Announcement = typeof announcements.$inferSelect;
