import { and, count, eq } from 'drizzle-orm';
import { applications, questions } from '#db/schema';
import {
  addMemberLetter,
  type ApplicationLetter,
  changeOwnQuestion,
  storedQuestion,
  type QuestionFields,
  type ApplicationLetterItem,
} from '~/features/coverletters/index.server';
import { LIMIT_TYPES, type LimitType } from '~/features/coverletters';
import { db } from '~/lib/db.server';
import { isRowId } from '~/lib/ids';
import { type FoundApplication, linkQuestions, ownApplication } from './applications.server';
import { MAX_APPLICATION_QUESTIONS } from './constants';

export type ApplicationQuestion = {
  id: number;
  text: string;
  maxLength: number;
  limitType: LimitType;
  blindHiring: boolean | null;
  /** The application's blind-hiring switch, which a null `blindHiring` follows. */
  applicationBlind: boolean;
  letters: ApplicationLetterItem[];
};

const limitTypeOf = (v: string | null): LimitType =>
  (LIMIT_TYPES as readonly string[]).includes(v ?? '') ? (v as LimitType) : 'with-spaces';

/**
 * The application's questions (as findApplication read them), each with the letters written or pasted for
 * it, and the letters of the member's other applications (for the one-story check).
 */
export function answersOf(
  app: Pick<FoundApplication, 'id' | 'questions' | 'letters'> & { blindHiring?: boolean },
): {
  questions: ApplicationQuestion[];
  otherLetters: ApplicationLetter[];
} {
  const { letters } = app;
  const byQuestion = new Map<number, ApplicationLetterItem[]>();
  for (const l of letters)
    if (l.applicationId === app.id)
      byQuestion.set(l.questionId, [...(byQuestion.get(l.questionId) ?? []), l.letter]);
  return {
    questions: app.questions.map((q) => ({
      id: q.id,
      text: q.text,
      maxLength: q.maxLength,
      limitType: limitTypeOf(q.limitType),
      blindHiring: q.blindHiring ?? null,
      applicationBlind: app.blindHiring ?? false,
      letters: byQuestion.get(q.id) ?? [],
    })),
    otherLetters: letters.filter((l) => l.applicationId !== app.id),
  };
}

/**
 * Adds one of the company's questions to the member's application: at most MAX_APPLICATION_QUESTIONS,
 * counted under a lock on the application so two tabs cannot pass the limit together.
 */
export async function addApplicationQuestion(
  userId: number,
  applicationId: number,
  fields: QuestionFields,
): Promise<{ id: number } | 'not-found' | 'too-many'> {
  if (!isRowId(applicationId)) return 'not-found';
  return db().transaction(async (tx) => {
    const [app] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(ownApplication(userId, applicationId))
      .for('update');
    if (!app) return 'not-found' as const;
    const [{ n }] = await tx
      .select({ n: count() })
      .from(questions)
      .where(and(eq(questions.applicationId, applicationId), eq(questions.active, true)));
    if (n >= MAX_APPLICATION_QUESTIONS) return 'too-many' as const;
    const [row] = await tx
      .insert(questions)
      .values({
        type: 'CUSTOM',
        userId,
        applicationId,
        industryId: null,
        sortOrder: 0,
        ...storedQuestion(fields),
      })
      .returning({ id: questions.id });
    await linkQuestions(tx, applicationId);
    return row;
  });
}

const ownQuestion = (userId: number, applicationId: number, questionId: number) =>
  and(
    eq(questions.id, questionId),
    eq(questions.userId, userId),
    eq(questions.applicationId, applicationId),
    eq(questions.active, true),
  );

/** Changes a question of the member's application (letters already written keep the question they answered). */
export async function editApplicationQuestion(
  userId: number,
  applicationId: number,
  questionId: number,
  fields: QuestionFields,
) {
  if (!isRowId(applicationId) || !isRowId(questionId)) return false;
  return changeOwnQuestion(ownQuestion(userId, applicationId, questionId), fields);
}

/** Removes a question from the application; letters written to it stay with their resume. */
export async function deleteApplicationQuestion(userId: number, applicationId: number, questionId: number) {
  if (!isRowId(applicationId) || !isRowId(questionId)) return false;
  return changeOwnQuestion(ownQuestion(userId, applicationId, questionId), 'retire');
}

/**
 * An answer the member typed or pasted for a question of their application, kept whole and checked
 * against the company's limit (flagged when over, never cut). It is kept with the application's resume,
 * which must be chosen first.
 */
export async function answerQuestion(
  userId: number,
  applicationId: number,
  questionId: number,
  content: string,
): Promise<{ id: number } | 'not-found' | 'no-resume'> {
  if (!isRowId(applicationId) || !isRowId(questionId)) return 'not-found';
  const [row] = await db()
    .select({ question: questions, profileId: applications.profileId })
    .from(questions)
    .innerJoin(applications, eq(applications.id, questions.applicationId))
    .where(and(ownQuestion(userId, applicationId, questionId), ownApplication(userId, applicationId)));
  if (!row) return 'not-found';
  if (!row.profileId) return 'no-resume';
  const id = await addMemberLetter(userId, {
    profileId: row.profileId,
    applicationId,
    questionId,
    questionText: row.question.text.ko,
    maxLength: row.question.maxLength ?? 0,
    limitType: limitTypeOf(row.question.limitType),
    content,
  });
  return { id };
}
