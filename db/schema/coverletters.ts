import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { applications } from './applications';
import { profiles } from './profiles';

type Texts = { ko: string; en: string; id: string };

/**
 * The questions letters answer. The bank (user_id null, ids below 1,000,000 set by the seed): GENERAL
 * questions suit any target; MAJOR ones belong to an industry (job_category id of an industry); a
 * `{company}` placeholder in the text is replaced by the target company's name. A member's own question
 * (type CUSTOM: the company's wording, typed on the result screen) belongs to that member and that resume
 * alone, with the company's limit and counting rule; its ids come from the identity (from 1,000,000).
 */
export const questions = pgTable(
  'question',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000_000 }),
    /** GENERAL, MAJOR or CUSTOM. */
    type: varchar('type', { length: 7 }).notNull(),
    intent: varchar('intent', { length: 12 }).notNull(),
    industryId: integer('industry_id'),
    /** The bank's text per language; a member's question holds its one wording under every key. */
    text: jsonb('text').$type<Texts>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    /** The application this question was asked by (ADR 0031); its letters are written from its resume. */
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /** The company's limit for the answer, and what it counts (a member's question only). */
    maxLength: integer('max_length'),
    limitType: varchar('limit_type', { length: 14 }),
    /** This question's blind-hiring switch; null follows its application's (ADR 0039). */
    blindHiring: boolean('blind_hiring'),
    /** False once the member deleted it (letters written for it keep their question text). */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('question_profile')
      .on(t.profileId)
      .where(sql`profile_id is not null`),
    index('question_application')
      .on(t.applicationId)
      .where(sql`application_id is not null`),
  ],
);

/** What the checker found in a finished letter (older letters lack the optional parts). */
export type LetterFindings = {
  length: number;
  withinLength: boolean;
  languageOk: boolean;
  unsupported: string[];
  /** The counts of the checked text, and the limit type it was checked by. */
  counts?: { withSpaces: number; withoutSpaces: number; utf8Bytes: number; koreanBytes: number };
  limitType?: 'with-spaces' | 'without-spaces' | 'bytes';
  /** When the letter is under the minimum: what the resume should gain (keys of the quality line). */
  advice?: string[];
  /** The style line: each check with its count and the ranges (code points) it found. */
  style?: { kind: string; count: number; ranges: [number, number][] }[];
  /**
   * Each sentence ([start, end) UTF-16 offsets) with the resume entry it was traced to (`work:0`,
   * `episode:1`, `skills`, `target` …), 'connective', or null when no entry supports it (letters checked
   * before sentence tracing lack it: their quality line says they were not traced).
   */
  sentences?: {
    range: [number, number];
    source: string | null;
    /** motive / plan / lesson: one the member did not give (ADR 0038). */
    reason?: 'figure' | 'name' | 'claim' | 'motive' | 'plan' | 'lesson';
    /** A planned answer's marker (ADR 0038): the plan part (A, S, M, L) and the member's field it came from. */
    part?: 'A' | 'S' | 'M' | 'L' | 'title' | 'connective';
    field?: string | null;
  }[];
  /** How many sentences could not be traced to the resume. */
  untraced?: number;
  /** The length (UTF-16) of the text the sentence ranges were computed on: other text, stale ranges. */
  checkedLength?: number;
};

/**
 * One cover letter for one question of one resume. A generation (one request, up to three questions)
 * shares a `generationId`, which is also the reference of the credit it used, if any.
 */
export const coverLetters = pgTable(
  'cover_letter',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    /**
     * The application the letter was written or pasted for (ADR 0038): a resume's screens show the letters
     * of its current target's application only. Null for letters written for the resume's own target.
     */
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /** The question as it was asked (company name filled in), so the letter keeps it. */
    questionText: text('question_text').notNull(),
    generationId: uuid('generation_id').notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    temperature: real('temperature').notNull(),
    minLetter: integer('min_letter').notNull(),
    maxLetter: integer('max_letter').notNull(),
    /** What the limits count: characters with spaces, without spaces, or 2-byte-Hangul bytes. */
    limitType: varchar('limit_type', { length: 14 }).notNull().default('with-spaces'),
    /** WRITING → DONE, or FAILED (then it is never shown). */
    status: varchar('status', { length: 8 }).notNull().default('WRITING'),
    writer: varchar('writer', { length: 8 }).notNull(),
    content: text('content').notNull().default(''),
    realLength: integer('real_length').notNull().default(0),
    findings: jsonb('findings').$type<LetterFindings>(),
    checked: boolean('checked').notNull().default(false),
    /** False once the user deleted it. */
    active: boolean('active').notNull().default(true),
    /** Set when a stream takes the letter, so two tabs cannot write it twice. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /**
     * The generation's writing lease: set at creation, renewed while a letter of the generation is
     * written. A WRITING letter whose lease lapsed is failed (and the generation refunded once).
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cover_letter_profile_question').on(t.profileId, t.questionId, t.createdAt),
    index('cover_letter_generation').on(t.generationId),
    index('cover_letter_user').on(t.userId),
    index('cover_letter_application')
      .on(t.applicationId)
      .where(sql`application_id is not null`),
    index('cover_letter_writing')
      .on(t.heartbeatAt)
      .where(sql`status = 'WRITING'`),
  ],
);

/** The question groups a user selected whole on the result screen (for printing). */
/**
 * A member's blind-hiring switch on a question of the shared bank (ADR 0039): the bank's row is everyone's,
 * so the switch is kept per member and question here (a member's own question keeps it on its row). No
 * row: the question follows the letter's application (or the box).
 */
export const memberQuestionBlind = pgTable(
  'member_question_blind',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    blindHiring: boolean('blind_hiring').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

export const selectedQuestionGroups = pgTable(
  'selected_question_group',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
  },
  (t) => [uniqueIndex('selected_question_group_pk').on(t.profileId, t.questionId)],
);
