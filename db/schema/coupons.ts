import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { COUPON_KINDS } from './enums';
import { users } from './accounts';
import { currency, goods, orders } from './commerce';
import { tenants } from './tenants';

/**
 * GOODS grants the linked goods' pass without payment; DISCOUNT_PERCENT takes `value` % off an order;
 * DISCOUNT_AMOUNT takes `value` minor units of `currency` off; DOMAIN is an institution's members'
 * coupon (its tenant in `tenant_id`).
 */
export const couponKind = pgEnum('coupon_kind', COUPON_KINDS);

/** A campaign: what its coupons give, when they are valid, and how many may be registered. */
export const couponIssuances = pgTable(
  'coupon_issuance',
  {
    id: serial('id').primaryKey(),
    /** Korean, always present; the English and Indonesian texts are optional (Korean is shown without them). */
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    nameEn: varchar('name_en', { length: 100 }),
    nameId: varchar('name_id', { length: 100 }),
    descriptionEn: varchar('description_en', { length: 500 }),
    descriptionId: varchar('description_id', { length: 500 }),
    kind: couponKind('kind').notNull(),
    /** Percent (1–100) or an amount in minor units of `currency`; 0 for GOODS and DOMAIN. */
    value: integer('value').notNull().default(0),
    currency: currency('currency'),
    goodsId: integer('goods_id').references(() => goods.id),
    tenantId: integer('tenant_id').references(() => tenants.id),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /** Coupons that may be registered in all; null is no limit. */
    totalLimit: integer('total_limit'),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    /** Registered so far: raised by a conditional UPDATE that also checks `total_limit`. */
    issuedCount: integer('issued_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupon_issuance_period', sql`${t.validTo} > ${t.validFrom}`),
    check(
      'coupon_issuance_limits',
      sql`${t.perUserLimit} > 0 and (${t.totalLimit} is null or ${t.totalLimit} > 0)`,
    ),
    check(
      'coupon_issuance_issued',
      sql`${t.issuedCount} >= 0 and (${t.totalLimit} is null or ${t.issuedCount} <= ${t.totalLimit})`,
    ),
    check(
      'coupon_issuance_value',
      sql`(${t.kind} = 'DISCOUNT_PERCENT' and ${t.value} between 1 and 100) or (${t.kind} = 'DISCOUNT_AMOUNT' and ${t.value} > 0 and ${t.currency} is not null) or (${t.kind} = 'GOODS' and ${t.goodsId} is not null) or (${t.kind} = 'DOMAIN' and ${t.tenantId} is not null)`,
    ),
  ],
);

/** A code members type in: a shared one (many members, once each) or single-use (one member, once). */
export const couponCodes = pgTable(
  'coupon_code',
  {
    id: serial('id').primaryKey(),
    issuanceId: integer('issuance_id')
      .notNull()
      .references(() => couponIssuances.id),
    /** Stored upper-case. */
    code: varchar('code', { length: 40 }).notNull(),
    singleUse: boolean('single_use').notNull().default(false),
    /** A single-use code's one registration (conditional UPDATE … WHERE redeemed_at IS NULL). */
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_code_code').on(t.code), index('coupon_code_issuance').on(t.issuanceId)],
);

/**
 * A coupon in a member's wallet. `order_id` is the order it is chosen on (a discount coupon, until the
 * order is paid, fails back or expires) or the order it was used on; `used_at` is set only when that
 * payment completes (or a GOODS coupon is used).
 */
export const userCoupons = pgTable(
  'user_coupon',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuanceId: integer('issuance_id')
      .notNull()
      .references(() => couponIssuances.id),
    codeId: integer('code_id').references(() => couponCodes.id),
    /** Set only for a single-use code: its unique key makes the code registrable once. */
    singleUseCodeId: integer('single_use_code_id').references(() => couponCodes.id),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id),
  },
  (t) => [
    index('user_coupon_user').on(t.userId, t.registeredAt),
    index('user_coupon_issuance').on(t.issuanceId, t.userId),
    uniqueIndex('user_coupon_user_code').on(t.userId, t.codeId),
    uniqueIndex('user_coupon_single_use_code').on(t.singleUseCodeId),
    uniqueIndex('user_coupon_order').on(t.orderId),
  ],
);

export type CouponIssuance = typeof couponIssuances.$inferSelect;
export type CouponCode = typeof couponCodes.$inferSelect;
export type UserCoupon = typeof userCoupons.$inferSelect;
