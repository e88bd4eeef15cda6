import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { agencies } from './agencies';
import { companies } from './culture';
import { profiles } from './profiles';
import { recruits } from './recruits';
import type { ApplicationStatus } from './enums';


/**
 * A member's application to one company (a seeded/imported one, or a name they typed), optionally to one
 * posting, with its deadline (a Korean-time date), where it stands, the resume sent and notes. The
 * company's questions are the member's own questions with `application_id` (ADR 0031).
 */
export const applications = pgTable(
  'application',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The company as the member typed it (or as it was named when the seeded company was removed). */
    companyName: varchar('company_name', { length: 120 }).notNull(),
    recruitId: integer('recruit_id').references(() => recruits.id, { onDelete: 'set null' }),
    /** The posting's title as it was, so a removed posting still names the application. */
    postingTitle: varchar('posting_title', { length: 200 }),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    deadline: date('deadline', { mode: 'string' }),
    status: varchar('status', { length: 14 }).$type<ApplicationStatus>().notNull().default('preparing'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    notes: text('notes').notNull().default(''),
    /**
     * The member's own reasons and plan (ADR 0038): why this industry, company and job, and what they want
     * to do in the first one to three years. Letters state a motive or plan only from these.
     */
    whyIndustry: text('why_industry').notNull().default(''),
    whyCompany: text('why_company').notNull().default(''),
    whyJob: text('why_job').notNull().default(''),
    plan: text('plan').notNull().default(''),
    /** The posting's text as the member pasted it (주요업무 / 자격요건 / 우대사항). */
    postingText: text('posting_text').notNull().default(''),
    /** The company hires blind (블라인드 채용): the check panel flags school, hometown, age, family… (ADR 0039). */
    blindHiring: boolean('blind_hiring').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_user_deadline').on(t.userId, t.deadline, t.id),
    index('application_deadline_open')
      .on(t.deadline)
      .where(sql`status = 'preparing'`),
  ],
);

/** Every status an application entered, with its date: what the funnel and the timeline count. */
export const applicationStatusChanges = pgTable(
  'application_status_change',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 14 }).$type<ApplicationStatus>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_status_change_app').on(t.applicationId, t.changedAt)],
);

/**
 * A member's private calendar feed: its URL holds a random token, found by the token's SHA-256 and kept
 * sealed so the member's page can show the address again; a revoked feed answers 404.
 */
export const applicationCalendars = pgTable(
  'application_calendar',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    tokenSealed: text('token_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('application_calendar_token').on(t.tokenHash),
    index('application_calendar_user').on(t.userId),
  ],
);

/**
 * A member shares their whole application list with an institution they hold a seat of (off by default,
 * like a resume; deleting the row stops it). The institution's staff then read the list and see the
 * member's name and companies on the cohort dashboard; without it they see counts only.
 */
export const applicationShares = pgTable(
  'agency_application_share',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.agencyId] }),
    index('agency_application_share_agency').on(t.agencyId, t.sharedAt),
  ],
);

export type Application = typeof applications.$inferSelect;
