import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import type { EpisodeTag } from './enums';
import { companies } from './culture';
import { recruits } from './recruits';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A colour-coded folder of resumes (the spec's profile group, or "master"). */
export const profileGroups = pgTable(
  'profile_group',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    memo: varchar('memo', { length: 500 }),
    color: varchar('color', { length: 10 }).notNull().default('VIOLET'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('profile_group_user').on(t.userId, t.id)],
);

/** The sections of a resume, stored as the editor sends them (viewMode is interface state, never stored). */
export type Person = {
  country: string;
  region: string;
  address: string;
  birthYear: string;
  birthMonth: string;
};
export type Education = {
  gradLevel: string;
  graduated: boolean;
  school: string;
  major: string;
  gpa: string;
  thesis: string;
  start: string;
  end: string;
};
export type Work = { company: string; position: string; achievements: string; start: string; end: string };
export type Certification = { certificationName: string; certificationIssuedBy: string; issueDate: string };
export type LanguageSkill = { languageName: string; languageDetail: string; languageLevel: string };
export type Project = { projectName: string; projectDescription: string; technologiesUsed: string };
export type Award = { awardName: string; awardIssuedBy: string; awardYear: string };
/**
 * One of the applicant's own stories (경험 정리), written by the applicant and never invented or imported:
 * where and when, the situation, what they did, the result (with figures), what they learned. Printed on
 * a resume only when `print` is set.
 */
export type ResumeEpisode = {
  title: string;
  /** Where it happened (a company, school, club …), free text. */
  org: string;
  start: string;
  end: string;
  situation: string;
  action: string;
  result: string;
  learned: string;
  /**
   * The member's own part when a team did it, what the story shows about them (a strength, in their
   * words), for a conflict who disagreed and how it ended, for a failure what went wrong and their share
   * (ADR 0038). Optional: episodes saved before these fields have none.
   */
  role?: string;
  shows?: string;
  otherSide?: string;
  myPart?: string;
  tags: EpisodeTag[];
  print: boolean;
};
export type ResumeSections = {
  person: Person;
  educations: Education[];
  works: Work[];
  skills: string[];
  certifications: Certification[];
  languages: LanguageSkill[];
  projects: Project[];
  awards: Award[];
  episodes: ResumeEpisode[];
};

const section = <T>(name: string) =>
  jsonb(name)
    .$type<T>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/** A resume (the spec's profile): its sections, its target (a posting or a company) and its state. */
export const profiles = pgTable(
  'profile',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => profileGroups.id, { onDelete: 'cascade' }),
    /** The resume's title; absent when the user left it empty. */
    name: varchar('name', { length: 100 }),
    intro: text('intro'),
    favorite: boolean('favorite').notNull().default(false),
    /** A resume was generated from this profile. */
    isResume: boolean('is_resume').notNull().default(false),
    /** A cover letter was generated from this profile. */
    isCoverletter: boolean('is_coverletter').notNull().default(false),
    recruitId: integer('recruit_id').references(() => recruits.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    person: jsonb('person')
      .$type<Person>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    educations: section<Education[]>('educations'),
    works: section<Work[]>('works'),
    skills: section<string[]>('skills'),
    certifications: section<Certification[]>('certifications'),
    languages: section<LanguageSkill[]>('languages'),
    projects: section<Project[]>('projects'),
    awards: section<Award[]>('awards'),
    episodes: section<ResumeEpisode[]>('episodes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('profile_group_created').on(t.groupId, t.createdAt), index('profile_user').on(t.userId)],
);

/**
 * Where one field of an imported draft came from: the file's line(s) that hold its value (already cut
 * for display), or for a JSON Resume the JSON path it was read from. `value` is the field's value the
 * source was found for, so a field whose entry moved or whose value changed shows none.
 */
export type DraftSource = { value: string; lines: string[] } | { value: string; json: string };
/** A draft's sources by the editor's field name (`name`, `person.address`, `works[0].company`, …). */
export type DraftSources = Record<string, DraftSource>;

/** A resume read from an uploaded PDF, waiting in the editor for the user to check and save it. */
export const profileDrafts = pgTable(
  'profile_draft',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => profileGroups.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }),
    sections: jsonb('sections').$type<ResumeSections>().notNull(),
    /** The file's lines that no field took (shown beside the draft, never silently dropped). */
    unread: jsonb('unread').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Where each field's value stands in the file, shown under the field in review; never saved with the resume. */
    sources: jsonb('sources').$type<DraftSources>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('profile_draft_user').on(t.userId)],
);

export type ProfileGroup = typeof profileGroups.$inferSelect;
export type Profile = typeof profiles.$inferSelect;
