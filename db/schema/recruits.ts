import { date, index, integer, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from './culture';

type Texts = { ko: string; en: string; id: string };

/** Cities and regions postings are in, per country, named in three languages. */
export const locations = pgTable(
  'location',
  {
    id: integer('id').primaryKey(),
    country: varchar('country', { length: 2 }).notNull(),
    name: jsonb('name').$type<Texts>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('location_country').on(t.country, t.sortOrder)],
);

/** A job posting of a company: the spec's recruit. */
export const recruits = pgTable(
  'recruit',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    infoUrl: varchar('info_url', { length: 300 }),
    closeDate: date('close_date', { mode: 'string' }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    /** A job role (child of an industry) from job_category. */
    jobCategoryId: integer('job_category_id').notNull(),
  },
  (t) => [
    index('recruit_country_close').on(t.country, t.closeDate, t.id),
    index('recruit_company').on(t.companyId),
    index('recruit_location').on(t.locationId),
    index('recruit_category').on(t.jobCategoryId),
    uniqueIndex('recruit_company_title').on(t.companyId, t.title),
  ],
);

export type Recruit = typeof recruits.$inferSelect;
export type Location = typeof locations.$inferSelect;
