import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { CURRENCIES, DURATION_UNITS, ORDER_STATUSES, PAYMENT_TYPES, REFUND_REASONS } from './enums';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const currency = pgEnum('currency', CURRENCIES);
export const durationUnit = pgEnum('duration_unit', DURATION_UNITS);

/**
 * A pass on sale. Money is in minor units of its currency (KRW has none: 9900 is ₩9,900; USD cents:
 * 990 is $9.90). KRW goods are sold to Korea, USD goods to everyone else.
 */
export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull(),
    /** Korean, always present; the English and Indonesian texts are optional (Korean is shown without them). */
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    nameEn: varchar('name_en', { length: 100 }),
    nameId: varchar('name_id', { length: 100 }),
    descriptionEn: varchar('description_en', { length: 500 }),
    descriptionId: varchar('description_id', { length: 500 }),
    amount: integer('amount').notNull(),
    currency: currency('currency').notNull(),
    durationUnit: durationUnit('duration_unit').notNull(),
    durationValue: integer('duration_value').notNull(),
    /** Generations the pass allows; null is unlimited. */
    generationLimit: integer('generation_limit'),
    bestFlag: boolean('best_flag').notNull().default(false),
    agencyFlag: boolean('agency_flag').notNull().default(false),
    /** Hidden goods are not sold; orders keep their reference. */
    hidden: boolean('hidden').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('goods_code').on(t.code),
    check('goods_amount', sql`${t.amount} >= 0`),
    check('goods_duration', sql`${t.durationValue} > 0`),
    check('goods_generation_limit', sql`${t.generationLimit} is null or ${t.generationLimit} > 0`),
  ],
);

/**
 * CREATED (amount stored, no payment yet) → CONFIRMING (one request is asking the provider) → PAID;
 * CREATED → WAITING_DEPOSIT (bank transfer) → PAID or EXPIRED; PAID → REFUNDED.
 */
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);

/** TOSS_* through Toss Payments (or the local test mode), SELF is a bank transfer. */
export const paymentType = pgEnum('payment_type', PAYMENT_TYPES);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Public, unguessable: the provider's orderId and the URL segment. */
    orderNumber: varchar('order_number', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    /** The goods as sold, so later edits never change a bought order. */
    orderName: varchar('order_name', { length: 100 }).notNull(),
    price: integer('price').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    finalAmount: integer('final_amount').notNull(),
    currency: currency('currency').notNull(),
    durationUnit: durationUnit('duration_unit').notNull(),
    durationValue: integer('duration_value').notNull(),
    generationLimit: integer('generation_limit'),
    status: orderStatus('status').notNull().default('CREATED'),
    paymentType: paymentType('payment_type'),
    /** Toss widget customer key: random, never the user id or e-mail. */
    customerKey: varchar('customer_key', { length: 64 }).notNull(),
    depositDeadline: timestamp('deposit_deadline', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number').on(t.orderNumber),
    index('orders_user').on(t.userId, t.createdAt),
    index('orders_status').on(t.status),
    check('orders_amounts', sql`${t.price} >= 0 and ${t.discountAmount} >= 0 and ${t.finalAmount} >= 0`),
  ],
);

/** One payment per order: the provider's key and the idempotency key its confirm is sent with. */
export const payments = pgTable(
  'payment',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** TOSS, TEST (the local test-payment mode) or SELF (bank transfer). */
    provider: varchar('provider', { length: 8 }).notNull(),
    paymentKey: varchar('payment_key', { length: 200 }),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    /** READY (attempt stored) → DONE, or FAILED; DONE → CANCELED on refund. */
    status: varchar('status', { length: 12 }).notNull().default('READY'),
    method: varchar('method', { length: 30 }),
    easyPayProvider: varchar('easy_pay_provider', { length: 30 }),
    amount: integer('amount').notNull(),
    currency: currency('currency').notNull(),
    failureCode: varchar('failure_code', { length: 60 }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The provider's answer, as received. */
    raw: jsonb('raw'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_order').on(t.orderId),
    uniqueIndex('payment_key').on(t.paymentKey),
    uniqueIndex('payment_idempotency_key').on(t.idempotencyKey),
  ],
);

export const refundReason = pgEnum('refund_reason', REFUND_REASONS);

/** One refund per order; its cancel call carries its own idempotency key. */
export const refunds = pgTable(
  'refund',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    reason: refundReason('reason').notNull(),
    reasonText: varchar('reason_text', { length: 500 }),
    amount: integer('amount').notNull(),
    currency: currency('currency').notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    /** REQUESTED (one request is cancelling, or a bank transfer waits for the operator) → DONE, or FAILED. */
    status: varchar('status', { length: 12 }).notNull().default('REQUESTED'),
    failureCode: varchar('failure_code', { length: 60 }),
    /**
     * A bank-transfer refund's account to pay back into (bank, number, holder), sealed with AES-256-GCM
     * (app/lib/sealed.server.ts); opened only for the member's own order page and the operator's.
     */
    payback: varchar('payback', { length: 1000 }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refund_order').on(t.orderId),
    index('refund_status').on(t.status, t.updatedAt),
    uniqueIndex('refund_idempotency_key').on(t.idempotencyKey),
  ],
);

/**
 * A payment the provider took that we will not keep (the order could not be fulfilled any more, or the
 * provider reported another amount, currency or method than the order allows): cancelled at the
 * provider with its own idempotency key. PENDING until the cancel went through (a periodic job retries
 * it), then DONE.
 */
export const paymentVoids = pgTable(
  'payment_void',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    paymentKey: varchar('payment_key', { length: 200 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    /** PASS_IN_FORCE, NOT_PAYABLE, PAYMENT_MISMATCH, CARD_KRW_ONLY, UNSUPPORTED_METHOD */
    reason: varchar('reason', { length: 40 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_void_key').on(t.paymentKey),
    uniqueIndex('payment_void_idempotency_key').on(t.idempotencyKey),
    index('payment_void_pending').on(t.status, t.updatedAt),
  ],
);

/** Operators: accounts holding the ADMIN role (kept apart from USER/AGENCY, which say who a member is). */
export const admins = pgTable('admin_user', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Every operator change: who, when, what, and the row before and after. */
export const operatorLog = pgTable(
  'operator_log',
  {
    id: serial('id').primaryKey(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => users.id),
    action: varchar('action', { length: 40 }).notNull(),
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: integer('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('operator_log_target').on(t.targetType, t.targetId)],
);

export type Goods = typeof goods.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type Refund = typeof refunds.$inferSelect;
export type PaymentVoid = typeof paymentVoids.$inferSelect;
