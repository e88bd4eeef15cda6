import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { COUNTRIES, JOIN_TYPES, PASSWORD_KEY_PURPOSES, USER_ROLES } from './enums';

export const userRole = pgEnum('user_role', USER_ROLES);
export const joinType = pgEnum('join_type', JOIN_TYPES);
export const country = pgEnum('country', COUNTRIES);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A person's account. Personal data is nulled on withdrawal (the row stays so orders can keep
 * their reference); `email` is then null, which frees the address for a new sign-up.
 */
export const users = pgTable(
  'app_user',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }),
    passwordHash: text('password_hash'),
    name: varchar('name', { length: 50 }),
    country: country('country'),
    countryCode: varchar('country_code', { length: 4 }),
    phoneNumber: varchar('phone_number', { length: 15 }),
    /** Birth year and month as YYYYMM. */
    birth: varchar('birth', { length: 6 }),
    joinType: joinType('join_type').notNull(),
    role: userRole('role').notNull().default('USER'),
    language: varchar('language', { length: 2 }).notNull().default('ko'),
    /** The tenant the account signed up under. */
    domain: varchar('domain', { length: 10 }).notNull().default('main'),
    firstLoginFlag: boolean('first_login_flag').notNull().default(true),
    /** The profile area's view, GROUP or LIST, remembered per user. */
    profileView: varchar('profile_view', { length: 5 }).notNull().default('GROUP'),
    /** Application reminders (D-3, D-1, the result check) also by mail; off in account settings. */
    reminderMail: boolean('reminder_mail').notNull().default(true),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('app_user_email_unique').on(t.email)],
);

/** A sign-in through Kakao or Naver: the provider's user id is the identity, never the e-mail. */
export const socialIdentities = pgTable(
  'social_identity',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: joinType('provider').notNull(),
    providerUserId: varchar('provider_user_id', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_identity_provider_user').on(t.provider, t.providerUserId)],
);

/** Each term's answer at sign-up, with the time of consent. */
export const termsConsents = pgTable(
  'terms_consent',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    term: varchar('term', { length: 30 }).notNull(),
    agreed: boolean('agreed').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('terms_consent_user_term').on(t.userId, t.term)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each refresh rotates the token within its family;
 * presenting a rotated one again revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_token',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_token_hash').on(t.tokenHash),
    index('refresh_token_family').on(t.familyId),
    index('refresh_token_user').on(t.userId),
    // Every request checks that its access token's family is still live: one lookup in this index.
    index('refresh_token_live_family')
      .on(t.familyId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * Who has had the welcome benefits: keyed hashes (HMAC-SHA256) of a withdrawn member's normalized
 * e-mail and `provider:id` identities, kept after withdrawal only so the benefits come once per person.
 */
export const welcomeClaims = pgTable('welcome_claim', {
  identityHash: varchar('identity_hash', { length: 64 }).primaryKey(),
  createdAt: createdAt(),
});

/** E-mail ownership checks for sign-up: mailed link (verified), then the complete button (completed). */
export const emailVerifications = pgTable('email_verification', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: varchar('email', { length: 254 }).notNull(),
  keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const passwordKeyPurpose = pgEnum('password_key_purpose', PASSWORD_KEY_PURPOSES);

/** Single-use keys for a password reset (mailed) or a password change (after confirming the current one). */
export const passwordKeys = pgTable('password_key', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: passwordKeyPurpose('purpose').notNull(),
  keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export type User = typeof users.$inferSelect;
export const activeUser = sql`${users.withdrawnAt} is null`;
