import { index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { MAIL_STATUSES } from './enums';

export const mailStatus = pgEnum('mail_status', MAIL_STATUSES);

/**
 * Every mail the app sends, written before it is sent (the outbox). The delivery job claims due rows
 * (`PENDING`, or `SENDING` whose lease ran out) with FOR UPDATE SKIP LOCKED and retries with backoff.
 * Without SMTP_URL nothing leaves the machine and the rows are the development outbox.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    /** What the mail is for (verifyEmail, resetPassword): mails per address and purpose are limited. */
    purpose: varchar('purpose', { length: 30 }).notNull().default('other'),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: mailStatus('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending mail is due, or when a claimed one's lease runs out. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: varchar('last_error', { length: 500 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The event a mail tells of (a reminder's notification): one mail per event, however many instances. */
    eventKey: varchar('event_key', { length: 120 }),
  },
  (t) => [
    index('mail_outbox_due').on(t.status, t.nextAttemptAt),
    uniqueIndex('mail_outbox_event_key').on(t.eventKey),
  ],
);

export type OutboxMail = typeof mailOutbox.$inferSelect;
