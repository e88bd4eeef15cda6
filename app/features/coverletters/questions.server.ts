import { and, asc, count, eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { applications, profiles, questions } from '#db/schema';
import type { Target } from '~/features/profiles/index.server';
import { db, preparedQuery, type Db } from '~/lib/db.server';
import { isRowId } from '~/lib/ids';
import { cachedReference } from '~/lib/reference-cache.server';
import type { Language } from '~/lib/i18n';
import { localized } from '~/lib/localized';
import { companyNameIn } from '~/lib/romanize';
import { customBand, MAX_OWN_QUESTIONS } from './constants';
import { LIMIT_TYPES, type LimitType } from './counting';
import { recognizeIntent } from './writer/intent';

/** A member's own question carries the company's limit and what it counts. */
export type QuestionLimit = { maxLength: number; limitType: LimitType };
export type AskedQuestion = {
  id: number;
  type: 'GENERAL' | 'MAJOR' | 'CUSTOM';
  intent: string;
  text: string;
  /** Only a member's own question: the company's limit (its letters are written to it). */
  limit?: QuestionLimit;
};

/** General questions, and the major ones of the target's industry, with the company's name filled in. */
export async function questionsFor(target: Target, lng: Language): Promise<AskedQuestion[]> {
  // The question bank is reference data: read once per process. Members' own questions are not in it.
  const bank = await cachedReference('questions', () =>
    db()
      .select()
      .from(questions)
      .where(isNull(questions.userId))
      .orderBy(asc(questions.sortOrder), asc(questions.id)),
  );
  const rows = bank.filter((q) => q.industryId === null || q.industryId === target.industryId);
  const company = companyNameIn(lng, target.companyName, target.companyNameEn);
  return rows.map((q) => ({
    id: q.id,
    type: q.type === 'MAJOR' ? 'MAJOR' : 'GENERAL',
    intent: q.intent,
    text: localized(q.text, lng).replaceAll('{company}', company),
  }));
}

const limitTypeOf = (v: string | null): LimitType =>
  (LIMIT_TYPES as readonly string[]).includes(v ?? '') ? (v as LimitType) : 'with-spaces';

const asAsked = (q: typeof questions.$inferSelect): AskedQuestion => ({
  id: q.id,
  type: 'CUSTOM',
  intent: q.intent,
  // A member's question holds its one wording under every language key.
  text: q.text.ko,
  limit: { maxLength: q.maxLength ?? 0, limitType: limitTypeOf(q.limitType) },
});

/** The member's own questions of one resume (deleted ones only when asked), oldest first. */
export async function ownQuestions(
  userId: number,
  profileId: number,
  opts: { withDeleted?: boolean; applicationId?: number | null } = {},
): Promise<AskedQuestion[]> {
  const rows = opts.withDeleted
    ? await ownQuery(db(), userId, profileId, opts.applicationId || null, true)
    : opts.applicationId
      ? await ownOfApplication().execute({ userId, profileId, applicationId: opts.applicationId })
      : await ownOfResume().execute({ userId, profileId });
  return rows.map(asAsked);
}

function ownQuery(
  d: Db,
  userId: number | Placeholder,
  profileId: number | Placeholder,
  applicationId: number | Placeholder | null,
  withDeleted: boolean,
) {
  // For an application: its own questions and the resume's that belong to no application (never
  // another application's questions, though they were linked to this resume).
  const whose =
    applicationId !== null
      ? or(
          eq(questions.applicationId, applicationId),
          and(eq(questions.profileId, profileId), isNull(questions.applicationId)),
        )
      : eq(questions.profileId, profileId);
  return d
    .select()
    .from(questions)
    .where(
      and(
        eq(questions.userId, userId),
        whose,
        eq(questions.type, 'CUSTOM'),
        withDeleted ? undefined : eq(questions.active, true),
      ),
    )
    .orderBy(asc(questions.createdAt), asc(questions.id));
}

// The result screen's reads of the member's own questions (active ones), prepared once per database
// (`preparedQuery`, issue 39): the owner, the resume and the application are parameters.
const ownOfResume = preparedQuery((d) =>
  ownQuery(d, sql.placeholder('userId'), sql.placeholder('profileId'), null, false).prepare('own_questions'),
);
const ownOfApplication = preparedQuery((d) =>
  ownQuery(
    d,
    sql.placeholder('userId'),
    sql.placeholder('profileId'),
    sql.placeholder('applicationId'),
    false,
  ).prepare('own_questions_of_application'),
);

/**
 * Every question a generation for this resume may answer: the bank's for its target, then the member's
 * own (theirs and this resume's only). The caller has checked that the resume is the member's.
 */
export async function askableQuestions(
  userId: number,
  profileId: number,
  target: Target,
  lng: Language,
  applicationId: number | null = null,
): Promise<AskedQuestion[]> {
  const [bank, own] = await Promise.all([
    questionsFor(target, lng),
    ownQuestions(userId, profileId, { applicationId }),
  ]);
  return [...bank, ...own];
}

/**
 * One question a letter of this resume was asked: the bank's, or the member's own of this resume even
 * if deleted since (a letter already paid for is still written).
 */
export async function askedQuestion(
  userId: number,
  profileId: number,
  questionId: number,
  target: Target,
  lng: Language,
  applicationId: number | null = null,
): Promise<AskedQuestion | null> {
  const fromBank = (await questionsFor(target, lng)).find((q) => q.id === questionId);
  if (fromBank) return fromBank;
  return (
    (await ownQuestions(userId, profileId, { withDeleted: true, applicationId })).find(
      (q) => q.id === questionId,
    ) ?? null
  );
}

/** The length band a letter to this question is written to: its own limit, else the form's settings. */
export function bandFor(
  question: AskedQuestion,
  settings: { minLetter: number; maxLetter: number; limitType: LimitType },
) {
  if (!question.limit) return settings;
  return { ...customBand(question.limit.maxLength), limitType: question.limit.limitType };
}

export type QuestionFields = { text: string; maxLength: number; limitType: LimitType };
export type QuestionRefusal = 'not-found' | 'too-many';

const ownedBy = (userId: number, profileId: number, questionId: number) =>
  and(
    eq(questions.id, questionId),
    eq(questions.userId, userId),
    eq(questions.profileId, profileId),
    eq(questions.type, 'CUSTOM'),
    eq(questions.active, true),
  );

/** A question as the member typed it, as it is stored (the same wording in every language column). */
export const storedQuestion = (fields: QuestionFields) => {
  const text = fields.text.normalize('NFC');
  return {
    text: { ko: text, en: text, id: text },
    // What it asks is read from its wording, in whichever language it is written.
    intent: recognizeIntent(text),
    maxLength: fields.maxLength,
    limitType: fields.limitType,
  };
};

/**
 * Adds the company's question to one of the member's resumes: at most MAX_OWN_QUESTIONS active ones per
 * resume, counted under a lock on the resume so two tabs cannot pass the limit together.
 */
export async function addQuestion(
  userId: number,
  profileId: number,
  fields: QuestionFields,
  /** The application the screen was opened for (`?app=`): the question is its own (else the newest). */
  forApplication?: number | null,
): Promise<{ id: number } | QuestionRefusal> {
  if (!isRowId(profileId)) return 'not-found';
  return db().transaction(async (tx) => {
    const [profile] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId)))
      .for('update');
    if (!profile) return 'not-found' as const;
    const [{ n }] = await tx
      .select({ n: count() })
      .from(questions)
      .where(
        and(eq(questions.userId, userId), eq(questions.profileId, profileId), eq(questions.active, true)),
      );
    if (n >= MAX_OWN_QUESTIONS) return 'too-many' as const;
    // The question belongs to the application the screen is for (the member's, using this resume), else
    // to the one this resume was aimed for (the newest, if several), so it is listed there too.
    const chosen = isRowId(forApplication) ? forApplication : 0;
    const applicationId = sql<number | null>`coalesce(
      (select a.id from ${applications} a
        where a.id = ${chosen} and a.user_id = ${userId} and a.profile_id = ${profileId}),
      (select a.id from ${applications} a
        where a.user_id = ${userId} and a.profile_id = ${profileId} order by a.id desc limit 1))`;
    const [row] = await tx
      .insert(questions)
      .values({
        type: 'CUSTOM',
        userId,
        profileId,
        applicationId,
        industryId: null,
        sortOrder: 0,
        ...storedQuestion(fields),
      })
      .returning({ id: questions.id });
    return row;
  });
}

/**
 * Changes one of a member's own questions found by `owned` (of a resume or of an application), or
 * retires it: it is no longer offered, and letters already written keep the question they answered.
 * Whether there was such a question.
 */
export async function changeOwnQuestion(owned: SQL | undefined, change: QuestionFields | 'retire') {
  if (!owned) return false; // never an update without its owner's condition
  const rows = await db()
    .update(questions)
    .set(change === 'retire' ? { active: false } : storedQuestion(change))
    .where(owned)
    .returning({ id: questions.id });
  return rows.length > 0;
}

/** Changes the member's own question (of this resume). */
export async function editQuestion(
  userId: number,
  profileId: number,
  questionId: number,
  fields: QuestionFields,
): Promise<boolean> {
  if (!isRowId(profileId) || !isRowId(questionId)) return false;
  return changeOwnQuestion(ownedBy(userId, profileId, questionId), fields);
}

/** Deletes the member's own question: it is no longer offered; its letters stay listed and printable. */
export async function deleteQuestion(userId: number, profileId: number, questionId: number) {
  if (!isRowId(profileId) || !isRowId(questionId)) return false;
  return changeOwnQuestion(ownedBy(userId, profileId, questionId), 'retire');
}
