import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { orders } from './commerce';
import { PASS_STATUSES, type CreditReason, type PassSource } from './enums';

export const passStatus = pgEnum('pass_status', PASS_STATUSES);

/** A period of paid access: the welcome pass at sign-up, later bought or institution passes. */
export const passes = pgTable(
  'pass',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    /** Where it came from (PASS_SOURCES). */
    source: varchar('source', { length: 20 }).$type<PassSource>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: passStatus('status').notNull().default('ACTIVE'),
    /** The order that bought it (source ORDER); one pass per order. */
    orderId: integer('order_id').references(() => orders.id),
    /** Generations it allows; null is unlimited. */
    generationLimit: integer('generation_limit'),
    /**
     * Set in the transaction that records a refund request: the pass is out of use from then on (no
     * generation can be paid by it) until the refund completes (status REFUND) or fails (cleared again).
     */
    heldAt: timestamp('held_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pass_user').on(t.userId),
    check('pass_period', sql`${t.endsAt} > ${t.startsAt}`),
    uniqueIndex('pass_order').on(t.orderId),
  ],
);

/**
 * A generation paid by a pass (one row per generation). Uses count against the pass's generation
 * limit; a generation with nothing written gives its use back once (`refunded_at` set conditionally).
 */
export const passUses = pgTable(
  'pass_use',
  {
    generationId: uuid('generation_id').primaryKey(),
    passId: integer('pass_id')
      .notNull()
      .references(() => passes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [index('pass_use_pass').on(t.passId)],
);

/** Generation credits as a ledger: grants are positive, uses negative; the balance is the sum. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** Why (CREDIT_REASONS). */
    reason: varchar('reason', { length: 30 }).$type<CreditReason>().notNull(),
    reference: varchar('reference', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_user').on(t.userId),
    // A generation's credit is given back at most once.
    uniqueIndex('credit_ledger_refund_once')
      .on(t.reference)
      .where(sql`reason = 'GENERATION_REFUND'`),
  ],
);
