import fs from 'node:fs';
import path from 'node:path';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { companies, cultureTexts, jobCategories, surveyItems } from '../schema';
import type { Db } from '../database';
import type { ResponseType } from '../schema/enums';
import { generateCompanies } from './data/companies';
import { jobCategoryRows } from './data/job-categories';

type Texts = { ko: string; en: string; id: string };
export type SurveyBankFile = {
  categories: { id: string; title: Texts }[];
  items: {
    id: string;
    category: string;
    responseType: ResponseType;
    text: Texts;
    answers: { id: string; text: Texts; credits: Record<string, number> }[];
  }[];
};
export type CultureTypesFile = {
  descriptions: { code: string; group: string; level: string; title: Texts; description: Texts }[];
  /** One per group and level: the comment agrees with the type it is shown with. */
  coachComments: { group: string; level: 'HIGH' | 'LOW'; comment: Texts }[];
  companyTypes: { id: string; title: Texts; description: Texts }[];
};

const DATA = path.resolve(process.cwd(), 'db/seed/data');
export const readSurveyBank = (): SurveyBankFile =>
  JSON.parse(fs.readFileSync(path.join(DATA, 'survey-bank.json'), 'utf8'));
export const readCultureTypes = (): CultureTypesFile =>
  JSON.parse(fs.readFileSync(path.join(DATA, 'culture-types.json'), 'utf8'));

/** Job categories, the survey bank and the type texts follow the files; generated companies are added once. */
export async function seedCulture(db: Db) {
  await db
    .insert(jobCategories)
    .values(jobCategoryRows())
    .onConflictDoUpdate({
      target: jobCategories.id,
      set: {
        name: sql`excluded.name`,
        parentId: sql`excluded.parent_id`,
        sortOrder: sql`excluded.sort_order`,
      },
    });

  const bank = readSurveyBank();
  await db
    .insert(surveyItems)
    .values(bank.items.map((item, i) => ({ ...item, sortOrder: i })))
    .onConflictDoUpdate({
      target: surveyItems.id,
      set: {
        category: sql`excluded.category`,
        responseType: sql`excluded.response_type`,
        sortOrder: sql`excluded.sort_order`,
        text: sql`excluded.text`,
        answers: sql`excluded.answers`,
      },
    });

  const types = readCultureTypes();
  const texts = [
    ...types.descriptions.map((d) => ({
      code: d.code,
      kind: 'DESCRIPTION',
      title: d.title,
      body: d.description,
    })),
    ...types.coachComments.map((c) => ({
      code: `COACH-${c.group}-${c.level}`,
      kind: 'COACH',
      title: null,
      body: c.comment,
    })),
    ...types.companyTypes.map((c) => ({
      code: `TYPE-${c.id}`,
      kind: 'COMPANY_TYPE',
      title: c.title,
      body: c.description,
    })),
    ...bank.categories.map((c) => ({ code: `CAT-${c.id}`, kind: 'CATEGORY', title: c.title, body: c.title })),
  ];
  await db
    .insert(cultureTexts)
    .values(texts)
    .onConflictDoUpdate({
      target: cultureTexts.code,
      set: { kind: sql`excluded.kind`, title: sql`excluded.title`, body: sql`excluded.body` },
    });
  // Coach comments used to be keyed by group alone (COACH-A): drop codes the file no longer has.
  await db.delete(cultureTexts).where(
    and(
      eq(cultureTexts.kind, 'COACH'),
      notInArray(
        cultureTexts.code,
        texts.filter((t) => t.kind === 'COACH').map((t) => t.code),
      ),
    ),
  );

  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(companies);
  if (Number(count) === 0) {
    const rows = generateCompanies();
    for (let i = 0; i < rows.length; i += 100)
      await db
        .insert(companies)
        .values(rows.slice(i, i + 100))
        .onConflictDoNothing();
  }
}
