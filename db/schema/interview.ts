import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { applications } from './applications';

/**
 * A question an interviewer could ask about what the member wrote for one application (issue 40, see
 * docs/features/interview.md): made from one sentence of their answers, résumé episodes, reasons or the pasted posting, which
 * it quotes (`source`, kept as it was when the question was made). `key` names the question's kind and
 * sentence, so making the questions again adds none twice; `follow_ups` are the tail questions offered
 * after the member answers. A model's question (`origin` = model) is kept only when its source sentence
 * is the member's.
 */
export const interviewQuestions = pgTable(
  'interview_question',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    text: text('text').notNull(),
    source: text('source').notNull(),
    /** Where the sentence was: an answer (`answer:<letter id>`), an episode, the reasons, the posting. */
    sourceRef: varchar('source_ref', { length: 40 }).notNull(),
    followUps: jsonb('follow_ups').$type<string[]>().notNull().default([]),
    origin: varchar('origin', { length: 8 }).notNull().default('rule'),
    sortOrder: integer('sort_order').notNull().default(0),
    ready: boolean('ready').notNull().default(false),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interview_question_key').on(t.applicationId, t.key),
    index('interview_question_user').on(t.userId),
  ],
);

/**
 * One practice answer to an interview question: what the member typed, the time budget chosen and the
 * seconds taken (measured by the server from a sealed start), and the self-check made of it.
 */
export const interviewAttempts = pgTable(
  'interview_attempt',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => interviewQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    budgetSeconds: smallint('budget_seconds').notNull(),
    seconds: integer('seconds').notNull(),
    check: jsonb('check').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interview_attempt_question').on(t.questionId, t.createdAt),
    index('interview_attempt_user_week').on(t.userId, t.createdAt),
  ],
);

export type InterviewQuestionRow = typeof interviewQuestions.$inferSelect;
export type InterviewAttemptRow = typeof interviewAttempts.$inferSelect;
