import { pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Mail the app would have sent, when no SMTP_URL is configured (development outbox). */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 300 }).notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
