// The check panel's server side (issue 36): checks a text typed or pasted for one question of the
// member's application against that question, the application's resume and its other answers, and keeps
// the blind-hiring switches the member set with it. The dictionary answers from its worker thread.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { applications, questions } from '#db/schema';
import { answersOf, chosenLetter, findApplication } from '~/features/applications/index.server';
import { MAX_EDIT } from '~/features/coverletters';
import { findProfile, sectionsOf } from '~/features/profiles/index.server';
import type { ResumeProfile } from '~/integrations/ai/types';
import { db } from '~/lib/db.server';
import { runChecks } from './check';
import { checkInWorker } from './speller.server';
import { termsOf } from './terms';
import { excerpt, textLang } from './text';
import type { CheckContext, CheckedFinding, CheckLang, CheckReply } from './types';

export const checkSchema = z.object({
  applicationId: z.coerce.number({ error: 'invalid' }).int().positive(),
  questionId: z.coerce.number({ error: 'invalid' }).int().positive(),
  /** The text to check; empty (left out), the question's newest answer. */
  content: z.string().max(MAX_EDIT, 'tooLong').default(''),
  /** The application hires blind ('on' when the box is ticked). */
  blindApp: z.enum(['on']).optional(),
  /** This question's own switch: follow the application, on or off. */
  blindQuestion: z.enum(['follow', 'on', 'off']).optional(),
  /** Apply the suggestion of finding N (1-based) before checking again. */
  apply: z.coerce.number().int().min(1).max(500).optional(),
});

/** Applies finding `n`'s first suggestion to `text` (the findings of that same text). */
export function applySuggestion(text: string, findings: CheckedFinding[], n: number): string {
  const f = findings.find((x) => x.n === n);
  const fix = f?.suggestions?.[0];
  if (!f || fix === undefined || f.range[1] <= f.range[0]) return text;
  return text.slice(0, f.range[0]) + fix + text.slice(f.range[1]);
}

/** The check of `content` for the question, or null when the application or question is not the member's. */
export async function checkAnswer(
  userId: number,
  pageLang: CheckLang,
  input: z.infer<typeof checkSchema>,
): Promise<CheckReply | null> {
  const app = await findApplication(userId, input.applicationId);
  if (!app) return null;
  const { questions: asked, otherLetters: _others } = answersOf(app);
  const question = asked.find((q) => q.id === input.questionId);
  if (!question) return null;
  const blindApp = input.blindApp === 'on';
  const blindQuestion = input.blindQuestion ?? 'follow';
  // The switches are kept with the application and the question.
  await db().transaction(async (tx) => {
    await tx
      .update(applications)
      .set({ blindHiring: blindApp })
      .where(and(eq(applications.id, app.id), eq(applications.userId, userId)));
    await tx
      .update(questions)
      .set({ blindHiring: blindQuestion === 'follow' ? null : blindQuestion === 'on' })
      .where(and(eq(questions.id, question.id), eq(questions.userId, userId)));
  });
  const row = await findProfile(userId, app.profileId);
  const profile: ResumeProfile | null = row ? { name: null, sections: sectionsOf(row) } : null;
  const { terms, schools } = termsOf(profile, [app.companyName, app.companyNameEn ?? '']);
  const others = asked
    .filter((q) => q.id !== question.id)
    .map((q, i) => ({
      label: String(asked.indexOf(q) + 1 || i + 1),
      text: chosenLetter(q.letters)?.content ?? '',
    }))
    .filter((o) => o.text);
  const entries = [
    ...(profile?.sections.episodes ?? []).map((e) => e.title),
    ...(profile?.sections.projects ?? []).map((p) => p.projectName),
  ].filter((e) => e && e.length >= 2);
  // An empty box checks the newest answer (the page shows its text once, in the list of answers).
  const content = (input.content || question.letters[0]?.content || '').normalize('NFC');
  if (!content) return null;
  const ctx: CheckContext = {
    lang: textLang(content, pageLang),
    question: { text: question.text, maxLength: question.maxLength, limitType: question.limitType },
    blind: blindQuestion === 'follow' ? blindApp : blindQuestion === 'on',
    terms,
    schools,
    otherAnswers: others,
    told: {
      here: entries.filter((e) => content.includes(e)),
      elsewhere: others.map((o) => ({ label: o.label, entries: entries.filter((e) => o.text.includes(e)) })),
    },
  };
  // In the check thread (dictionary and tracer); without it (still loading), the rules here.
  const report = (await checkInWorker(content, ctx, profile)) ?? runChecks(content, ctx, null, null);
  const findings = report.findings.map((f, i) => ({ ...f, n: i + 1, excerpt: excerpt(content, f.range) }));
  return {
    form: 'check',
    questionId: question.id,
    content,
    blindApp,
    blindQuestion,
    report: { ...report, findings },
  };
}

/** The route's side of the check form: check (after applying a suggestion, when one was asked for). */
export async function handleCheckForm(userId: number, pageLang: CheckLang, form: FormData) {
  const fields = Object.fromEntries(
    ['applicationId', 'questionId', 'content', 'blindApp', 'blindQuestion', 'apply']
      .map((k) => [k, form.get(k)] as const)
      .filter(([, v]) => typeof v === 'string' && v !== ''),
  );
  const parsed = checkSchema.safeParse(fields);
  if (!parsed.success) return null;
  let reply = await checkAnswer(userId, pageLang, parsed.data);
  if (reply && parsed.data.apply) {
    const content = applySuggestion(reply.content, reply.report.findings, parsed.data.apply);
    if (content !== reply.content) reply = await checkAnswer(userId, pageLang, { ...parsed.data, content });
  }
  return reply;
}
