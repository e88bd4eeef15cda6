// Interview practice per application (issue 40): the questions are made from the member's own text
// (generate.ts, and a model's when one is configured, each traced to a sentence), kept per application
// so making them again adds none twice; each practice answer is kept with the seconds it took (measured
// by the server from a sealed start, so it holds without JavaScript) and its self-check.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { interviewAttempts, interviewQuestions } from '#db/schema';
import {
  answersOf,
  chosenLetter,
  findApplication,
  type FoundApplication,
} from '~/features/applications/index.server';
import { db } from '~/lib/db.server';
import type { Language } from '~/lib/i18n';
import { isRowId } from '~/lib/ids';
import { open, seal } from '~/lib/sealed.server';
import { generateQuestions, type InterviewSources, type SourceText } from './generate';
import { modelQuestions } from './model-questions.server';
import type { Budget } from './schemas';
import { selfCheck, type SelfCheck } from './self-check';
import type { QuestionKind } from './templates';
import { languageOf, type InterviewLang } from './text';

/** What an application gives to ask about: its answers, its resume's episodes, reasons and posting. */
export function sourcesOf(app: FoundApplication, lang: Language): InterviewSources & { names: string[] } {
  const texts: SourceText[] = [];
  for (const q of answersOf(app).questions) {
    const letter = chosenLetter(q.letters);
    if (letter?.content.trim())
      texts.push({ ref: `answer:${letter.id}`, text: letter.content, role: 'answer' });
  }
  // The member's own reasons and plan (issue 35): why here and why now, and what first.
  if (app.whyCompany.trim()) texts.push({ ref: 'reason:company', text: app.whyCompany, role: 'why-company' });
  if (app.whyJob.trim()) texts.push({ ref: 'reason:job', text: app.whyJob, role: 'why-company' });
  if (app.whyIndustry.trim()) texts.push({ ref: 'reason:industry', text: app.whyIndustry, role: 'why-now' });
  if (app.plan.trim()) texts.push({ ref: 'plan', text: app.plan, role: 'plan' });
  const episodes = app.resumeStories?.episodes ?? [];
  const names = [app.companyName];
  episodes.forEach((e, i) => {
    if (e.org) names.push(e.org);
    if (e.situation) texts.push({ ref: `episode:${i}:situation`, text: e.situation, role: 'situation' });
    if (e.action) texts.push({ ref: `episode:${i}:action`, text: e.action, role: 'action' });
    if (e.role) texts.push({ ref: `episode:${i}:role`, text: e.role, role: 'action' });
    if (e.otherSide) texts.push({ ref: `episode:${i}:other`, text: e.otherSide, role: 'conflict' });
    if (e.result) texts.push({ ref: `episode:${i}:result`, text: e.result, role: 'result' });
    if (e.learned) texts.push({ ref: `episode:${i}:learned`, text: e.learned, role: 'lesson' });
  });
  return {
    texts,
    posting: app.postingText || null,
    company: app.companyName,
    fallbackLang: lang,
    names: names.filter(Boolean),
  };
}

/**
 * Makes the application's questions (again): the rule-made ones, then a model's traced ones when a model
 * is configured. A question already there (same kind and sentence) is not added twice; returns how many
 * were added, or null when the application is not the member's.
 */
export async function generateInterview(
  userId: number,
  applicationId: number | null,
  lang: Language,
): Promise<{ added: number; total: number } | null> {
  const app = await findApplication(userId, applicationId);
  if (!app) return null;
  const sources = sourcesOf(app, lang);
  const made = generateQuestions(sources);
  const extra = await modelQuestions(sources, made).catch(() => []);
  const all = [...made, ...extra];
  const [{ n }] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(interviewQuestions)
    .where(eq(interviewQuestions.applicationId, app.id));
  if (!all.length) return { added: 0, total: n };
  const rows = await db()
    .insert(interviewQuestions)
    .values(
      all.map((q, i) => ({
        applicationId: app.id,
        userId,
        key: q.key,
        kind: q.kind,
        lang: q.lang,
        text: q.text,
        source: q.source,
        sourceRef: q.sourceRef,
        followUps: q.followUps,
        origin: i < made.length ? 'rule' : 'model',
        sortOrder: n + i,
      })),
    )
    .onConflictDoNothing({ target: [interviewQuestions.applicationId, interviewQuestions.key] })
    .returning({ id: interviewQuestions.id });
  return { added: rows.length, total: n + rows.length };
}

export type InterviewQuestion = {
  id: number;
  kind: QuestionKind;
  lang: InterviewLang;
  text: string;
  source: string;
  sourceRef: string;
  followUps: string[];
  origin: string;
  ready: boolean;
  notes: string;
  attempts: number;
};

const questionColumns = {
  id: interviewQuestions.id,
  kind: sql<QuestionKind>`${interviewQuestions.kind}`,
  lang: sql<InterviewLang>`${interviewQuestions.lang}`,
  text: interviewQuestions.text,
  source: interviewQuestions.source,
  sourceRef: interviewQuestions.sourceRef,
  followUps: interviewQuestions.followUps,
  origin: interviewQuestions.origin,
  ready: interviewQuestions.ready,
  notes: interviewQuestions.notes,
  attempts:
    sql<number>`(select count(*)::int from ${interviewAttempts} a where a.question_id = ${interviewQuestions.id})`.mapWith(
      Number,
    ),
};

export type PracticeEntry = {
  id: number;
  questionId: number;
  question: string;
  seconds: number;
  budgetSeconds: number;
  createdAt: Date;
  differing: number;
};

/** The application's questions (in order) and its practice history (newest first, at most 50). */
export async function interviewOf(userId: number, applicationId: number) {
  const own = and(eq(interviewQuestions.applicationId, applicationId), eq(interviewQuestions.userId, userId));
  const [questions, history] = await Promise.all([
    db()
      .select(questionColumns)
      .from(interviewQuestions)
      .where(own)
      .orderBy(asc(interviewQuestions.sortOrder), asc(interviewQuestions.id)),
    db()
      .select({
        id: interviewAttempts.id,
        questionId: interviewAttempts.questionId,
        question: interviewQuestions.text,
        seconds: interviewAttempts.seconds,
        budgetSeconds: interviewAttempts.budgetSeconds,
        createdAt: interviewAttempts.createdAt,
        differing:
          sql<number>`coalesce(jsonb_array_length(${interviewAttempts.check}->'differing'), 0)`.mapWith(
            Number,
          ),
      })
      .from(interviewAttempts)
      .innerJoin(interviewQuestions, eq(interviewQuestions.id, interviewAttempts.questionId))
      .where(own)
      .orderBy(desc(interviewAttempts.createdAt), desc(interviewAttempts.id))
      .limit(50),
  ]);
  return { questions: questions as InterviewQuestion[], history: history as PracticeEntry[] };
}

/** One question of the member's application, or null. */
export async function interviewQuestion(userId: number, applicationId: number, questionId: number | null) {
  if (!isRowId(questionId)) return null;
  const [row] = await db()
    .select(questionColumns)
    .from(interviewQuestions)
    .where(
      and(
        eq(interviewQuestions.id, questionId),
        eq(interviewQuestions.applicationId, applicationId),
        eq(interviewQuestions.userId, userId),
      ),
    );
  return (row as InterviewQuestion | undefined) ?? null;
}

/** Marks a question ready (or not) or keeps the member's note on it; false when it is not theirs. */
export async function changeQuestion(
  userId: number,
  applicationId: number,
  questionId: number,
  change: { ready: boolean } | { notes: string },
) {
  const rows = await db()
    .update(interviewQuestions)
    .set(change)
    .where(
      and(
        eq(interviewQuestions.id, questionId),
        eq(interviewQuestions.applicationId, applicationId),
        eq(interviewQuestions.userId, userId),
      ),
    )
    .returning({ id: interviewQuestions.id });
  return rows.length > 0;
}

/** The sealed start a practice page carries: who, which question, when (the server's clock). */
export const startToken = (userId: number, questionId: number, now = Date.now()) =>
  seal(`${userId}:${questionId}:${now}`);

/** Seconds since the sealed start, or null when the token is not this member's for this question. */
export function secondsSince(token: string, userId: number, questionId: number, now = Date.now()) {
  const [u, q, t] = (open(token) ?? '').split(':').map(Number);
  if (u !== userId || q !== questionId || !Number.isFinite(t) || t > now + 1000) return null;
  // Past two hours the page was left open: counted as two hours.
  return Math.min(7200, Math.max(0, Math.round((now - t) / 1000)));
}

/**
 * Keeps a practice answer with its time and self-check (against everything the member wrote for the
 * application). Null when the question is not the member's or the start is not theirs.
 */
export async function recordAttempt(
  userId: number,
  applicationId: number,
  questionId: number,
  input: { answer: string; budget: Budget; started: string },
  now = Date.now(),
): Promise<{ id: number } | null> {
  const question = await interviewQuestion(userId, applicationId, questionId);
  if (!question) return null;
  const seconds = secondsSince(input.started, userId, questionId, now);
  if (seconds === null) return null;
  const app = await findApplication(userId, applicationId);
  if (!app) return null;
  const sources = sourcesOf(app, question.lang);
  const letter = sources.texts.map((t) => t.text).join('\n');
  const check = selfCheck({
    answer: input.answer,
    lang: languageOf(input.answer, question.lang),
    kind: question.kind,
    question: question.text,
    source: question.source,
    letter,
    knownNames: sources.names,
    budgetSeconds: input.budget,
  });
  const [row] = await db()
    .insert(interviewAttempts)
    .values({
      questionId,
      userId,
      answer: input.answer,
      budgetSeconds: input.budget,
      seconds,
      check,
      createdAt: new Date(now),
    })
    .returning({ id: interviewAttempts.id });
  return row;
}

/** A practice answer of the member's to this question, with its self-check, or null. */
export async function attemptOf(userId: number, questionId: number, attemptId: number | null) {
  if (!isRowId(attemptId)) return null;
  const [row] = await db()
    .select({
      id: interviewAttempts.id,
      answer: interviewAttempts.answer,
      seconds: interviewAttempts.seconds,
      budgetSeconds: interviewAttempts.budgetSeconds,
      check: interviewAttempts.check,
      createdAt: interviewAttempts.createdAt,
    })
    .from(interviewAttempts)
    .where(
      and(
        eq(interviewAttempts.id, attemptId),
        eq(interviewAttempts.questionId, questionId),
        eq(interviewAttempts.userId, userId),
      ),
    );
  return row ? { ...row, check: row.check as unknown as SelfCheck } : null;
}

/**
 * The member's best answer to each question of an application, for the prep sheet: the newest answer
 * whose self-check flagged no figure, else the newest.
 */
export async function bestAnswers(userId: number, applicationId: number): Promise<Map<number, string>> {
  const rows = await db()
    .select({
      questionId: interviewAttempts.questionId,
      answer: interviewAttempts.answer,
      differing:
        sql<number>`coalesce(jsonb_array_length(${interviewAttempts.check}->'differing'), 0)`.mapWith(Number),
    })
    .from(interviewAttempts)
    .innerJoin(interviewQuestions, eq(interviewQuestions.id, interviewAttempts.questionId))
    .where(and(eq(interviewQuestions.applicationId, applicationId), eq(interviewAttempts.userId, userId)))
    .orderBy(desc(interviewAttempts.createdAt), desc(interviewAttempts.id));
  const best = new Map<number, { answer: string; clean: boolean }>();
  for (const r of rows) {
    const had = best.get(r.questionId);
    if (!had || (!had.clean && r.differing === 0))
      best.set(r.questionId, { answer: r.answer, clean: r.differing === 0 });
  }
  return new Map([...best].map(([k, v]) => [k, v.answer]));
}
