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
import { country, users } from './accounts';
import { currency, goods, orders } from './commerce';
import { passes } from './passes';
import { profiles } from './profiles';
import { tenants } from './tenants';
import { AGENCY_STATUSES } from './enums';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** SUSPENDED: its staff cannot sign in or buy, its members get no new seats (set by an operator). */
export const agencyStatus = pgEnum('agency_status', AGENCY_STATUSES);

/**
 * An institution (spec §3 Institution): registered once per business number, with its own tenant
 * (`/{domain}`) where its members sign in.
 */
export const agencies = pgTable(
  'agency',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: varchar('name', { length: 100 }).notNull(),
    /** 10 digits, Korean business registration number (checksum verified). */
    bizNo: varchar('biz_no', { length: 10 }).notNull(),
    country: country('country').notNull(),
    zipCode: varchar('zip_code', { length: 10 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    subAddress: varchar('sub_address', { length: 200 }).notNull().default(''),
    bossName: varchar('boss_name', { length: 50 }).notNull(),
    status: agencyStatus('status').notNull().default('ACTIVE'),
    /**
     * Its last staff account withdrew: the business number is free for a new sign-up (unique only among
     * institutions that have not withdrawn) and its tenant is deactivated; the row stays for its orders.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agency_biz_no')
      .on(t.bizNo)
      .where(sql`${t.withdrawnAt} is null`),
    uniqueIndex('agency_tenant').on(t.tenantId),
  ],
);

/**
 * An institution's staff account (role AGENCY, join type AGENCY): the spec's agencyUser. Its sign-in
 * is the login id; the manager's name and phone are on the user row, the manager's e-mail here (it
 * need not be unique among personal accounts).
 */
export const agencyUsers = pgTable(
  'agency_user',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** 5–20 of lowercase letters, digits, `_`, `-`. */
    loginId: varchar('login_id', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    dept: varchar('dept', { length: 50 }).notNull(),
    position: varchar('position', { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agency_user_login_id').on(t.loginId), index('agency_user_agency').on(t.agencyId)],
);

/**
 * What an institution may buy with a code: group goods with a number of seats at a price, within its
 * validity. `agency_id` null: any institution may use it.
 */
export const purchaseCodes = pgTable(
  'agency_purchase_code',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case. */
    code: varchar('code', { length: 40 }).notNull(),
    agencyId: integer('agency_id').references(() => agencies.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    seats: integer('seats').notNull(),
    /** The price for all seats, in minor units of `currency`. */
    amount: integer('amount').notNull(),
    currency: currency('currency').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agency_purchase_code_code').on(t.code),
    check('agency_purchase_code_seats', sql`${t.seats} > 0 and ${t.seats} <= 100000`),
    check('agency_purchase_code_amount', sql`${t.amount} >= 0`),
    check('agency_purchase_code_period', sql`${t.validTo} > ${t.validFrom}`),
  ],
);

/** The institution side of an order (spec agencyOrder): who buys how many seats with which code. */
export const agencyOrders = pgTable(
  'agency_order',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    purchaseCodeId: integer('purchase_code_id')
      .notNull()
      .references(() => purchaseCodes.id),
    seats: integer('seats').notNull(),
    bizNo: varchar('biz_no', { length: 10 }).notNull(),
    bizEmail: varchar('biz_email', { length: 254 }).notNull(),
  },
  (t) => [index('agency_order_agency').on(t.agencyId)],
);

/**
 * A license period: seats for the institution's members over a period, created when an institution's
 * order is paid (or by an operator). `seats_used` rises only by a conditional UPDATE below
 * `seats_total`; each member holds at most one seat per period (unique seat row).
 */
export const licensePeriods = pgTable(
  'agency_license_period',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    orderId: integer('order_id').references(() => orders.id),
    name: varchar('name', { length: 100 }).notNull(),
    seatsTotal: integer('seats_total').notNull(),
    seatsUsed: integer('seats_used').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Whether new members may take a seat (an operator can close it). */
    joinOpen: boolean('join_open').notNull().default(true),
    /** Each member pass's generation limit; null is unlimited. */
    generationLimit: integer('generation_limit'),
    /** Set when the order was refunded: the period no longer counts. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('agency_license_period_agency').on(t.agencyId, t.endsAt),
    uniqueIndex('agency_license_period_order').on(t.orderId),
    check('agency_license_period_seats', sql`${t.seatsUsed} >= 0 and ${t.seatsUsed} <= ${t.seatsTotal}`),
    check('agency_license_period_dates', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A member's seat in a period, and the pass it gave. */
export const licenseSeats = pgTable(
  'agency_license_seat',
  {
    id: serial('id').primaryKey(),
    periodId: integer('period_id')
      .notNull()
      .references(() => licensePeriods.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passId: integer('pass_id').references(() => passes.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agency_license_seat_member').on(t.periodId, t.userId),
    index('agency_license_seat_user').on(t.userId),
  ],
);

/** A resume a member shares with their institution (off by default; deleting the row revokes it). */
export const resumeShares = pgTable(
  'agency_resume_share',
  {
    profileId: integer('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedAt: createdAt(),
  },
  (t) => [index('agency_resume_share_agency').on(t.agencyId, t.sharedAt)],
);

/** A staff comment on a shared resume; the member sees it on the resume's pages. */
export const shareComments = pgTable(
  'agency_share_comment',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    body: varchar('body', { length: 1000 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('agency_share_comment_profile').on(t.profileId, t.createdAt)],
);

export type Agency = typeof agencies.$inferSelect;
export type AgencyUser = typeof agencyUsers.$inferSelect;
export type PurchaseCode = typeof purchaseCodes.$inferSelect;
export type LicensePeriod = typeof licensePeriods.$inferSelect;
