import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  serial,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { COMPANY_CLASSIFICATIONS, type ResponseType } from './enums';

type Texts = { ko: string; en: string; id: string };

/** Industries (no parent) and their job roles (parent = industry). */
export const jobCategories = pgTable(
  'job_category',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    name: jsonb('name').$type<Texts>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('job_category_parent').on(t.parentId)],
);

export const companyClassification = pgEnum('company_classification', COMPANY_CLASSIFICATIONS);

/** Companies with a culture profile on the same 12 dimensions as a result (all 0–10). */
export const companies = pgTable(
  'company',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    /** The name English and Indonesian texts use (a Korean company's own English name), when known. */
    nameEn: varchar('name_en', { length: 120 }),
    country: varchar('country', { length: 2 }).notNull(),
    classification: companyClassification('classification').notNull(),
    sectors: jsonb('sectors')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    address: varchar('address', { length: 200 }).notNull(),
    homepage: varchar('homepage', { length: 200 }),
    cultureTags: jsonb('culture_tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    recruitCount: integer('recruit_count').notNull().default(0),
    aggressive: real('aggressive').notNull(),
    initiative: real('initiative').notNull(),
    responsible: real('responsible').notNull(),
    individual: real('individual').notNull(),
    communication: real('communication').notNull(),
    horizontal: real('horizontal').notNull(),
    salary: real('salary').notNull(),
    welfare: real('welfare').notNull(),
    group: real('group_pref').notNull(),
    startup: real('startup').notNull(),
    global: real('global').notNull(),
    government: real('government').notNull(),
  },
  (t) => [uniqueIndex('company_name_country').on(t.name, t.country)],
);

/** The survey item bank: texts and answers (with their credit maps) in three languages. */
export const surveyItems = pgTable('survey_item', {
  id: varchar('id', { length: 20 }).primaryKey(),
  category: varchar('category', { length: 30 }).notNull(),
  responseType: varchar('response_type', { length: 5 }).$type<ResponseType>().notNull(),
  sortOrder: integer('sort_order').notNull(),
  text: jsonb('text').$type<Texts>().notNull(),
  answers: jsonb('answers').$type<{ id: string; text: Texts; credits: Record<string, number> }[]>().notNull(),
});

/** Type descriptions (A-HIGH …), coach comments (by main group) and company-type texts. */
export const cultureTexts = pgTable('culture_text', {
  code: varchar('code', { length: 20 }).primaryKey(),
  kind: varchar('kind', { length: 20 }).notNull(),
  title: jsonb('title').$type<Texts>(),
  body: jsonb('body').$type<Texts>().notNull(),
});

/** One diagnosis in progress or done: the chosen industry and roles, and the answers so far. */
export const cultureUsers = pgTable(
  'culture_user',
  {
    code: uuid('code').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobCategoryId: integer('job_category_id').notNull(),
    jobDetailIds: jsonb('job_detail_ids').$type<number[]>().notNull(),
    domain: varchar('domain', { length: 10 }),
    answers: jsonb('answers')
      .$type<Record<string, string[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('culture_user_user').on(t.userId)],
);

/** A finished diagnosis: the 12 scores. */
export const cultureResults = pgTable(
  'culture_result',
  {
    id: serial('id').primaryKey(),
    cultureUserCode: uuid('culture_user_code')
      .notNull()
      .unique()
      .references(() => cultureUsers.code, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aggressive: real('aggressive').notNull(),
    initiative: real('initiative').notNull(),
    responsible: real('responsible').notNull(),
    individual: real('individual').notNull(),
    communication: real('communication').notNull(),
    horizontal: real('horizontal').notNull(),
    salary: real('salary').notNull(),
    welfare: real('welfare').notNull(),
    group: real('group_pref').notNull(),
    startup: real('startup').notNull(),
    global: real('global').notNull(),
    government: real('government').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('culture_result_user').on(t.userId)],
);

export type Company = typeof companies.$inferSelect;
export type CultureResult = typeof cultureResults.$inferSelect;
export type TextsOf = Texts;
