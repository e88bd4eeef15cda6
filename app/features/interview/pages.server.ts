// What the interview pages show, one function each, so their routes stay thin.
import { desc, and, eq } from 'drizzle-orm';
import { interviewAttempts } from '#db/schema';
import { findApplication } from '~/features/applications/index.server';
import { db } from '~/lib/db.server';
import { httpError } from '~/lib/http.server';
import type { Language } from '~/lib/i18n';
import { getFixedT } from '~/lib/i18n.server';
import { parseRowId } from '~/lib/ids';
import { companyNameIn } from '~/lib/romanize';
import { attemptOf, interviewOf, startToken, sourcesOf } from './interview.server';

async function ownApplication(userId: number, rawId: string | undefined, lang: Language) {
  const app = await findApplication(userId, parseRowId(rawId));
  // Another member's application, or none: the same 404 either way.
  if (!app) throw httpError(404);
  const company = app.companyId ? companyNameIn(lang, app.companyName, app.companyNameEn) : app.companyName;
  return { app, company };
}

/** The questions page: the application's questions, its practice history and whether it has anything to ask about. */
export async function interviewPage(userId: number, rawId: string | undefined, lang: Language) {
  const [{ app, company }, t] = await Promise.all([
    ownApplication(userId, rawId, lang),
    getFixedT(lang, 'interview'),
  ]);
  const { questions, history } = await interviewOf(userId, app.id);
  return {
    title: t('title', { company }),
    application: { id: app.id, company },
    hasSources: sourcesOf(app, lang).texts.length > 0,
    questions,
    history,
  };
}

/**
 * One question to practise: the question (404 when not the member's), where its sentence stands in their
 * text, a fresh sealed start, the answer just checked (`?attempt=`), their earlier answers to it and the
 * next question.
 */
export async function practicePage(
  userId: number,
  params: { id?: string; questionId?: string },
  url: URL,
  lang: Language,
) {
  const [{ app, company }, t] = await Promise.all([
    ownApplication(userId, params.id, lang),
    getFixedT(lang, 'interview'),
  ]);
  const { questions } = await interviewOf(userId, app.id);
  const index = questions.findIndex((q) => q.id === parseRowId(params.questionId));
  if (index < 0) throw httpError(404);
  const question = questions[index];
  const texts = sourcesOf(app, lang).texts;
  const context = texts.find((s) => s.ref === question.sourceRef)?.text ?? null;
  const [attempt, previous] = await Promise.all([
    attemptOf(userId, question.id, parseRowId(url.searchParams.get('attempt'))),
    db()
      .select({
        id: interviewAttempts.id,
        answer: interviewAttempts.answer,
        seconds: interviewAttempts.seconds,
        budgetSeconds: interviewAttempts.budgetSeconds,
        createdAt: interviewAttempts.createdAt,
      })
      .from(interviewAttempts)
      .where(and(eq(interviewAttempts.questionId, question.id), eq(interviewAttempts.userId, userId)))
      .orderBy(desc(interviewAttempts.createdAt), desc(interviewAttempts.id))
      .limit(5),
  ]);
  return {
    title: t('practice.title', { n: index + 1 }),
    application: { id: app.id, company },
    question,
    n: index + 1,
    total: questions.length,
    nextId: questions[index + 1]?.id ?? null,
    context: question.sourceRef === 'posting' ? null : context,
    started: startToken(userId, question.id),
    attempt,
    previous: previous.filter((p) => p.id !== attempt?.id),
  };
}
