// The check panel on the result screen's letters (issue 36): a letter of the member's resume checked
// against its question, the resume and the resume's other letters, with the same two blind-hiring
// switches as an application's question: the application's box (kept on the letter's application; a
// letter without one has no company of record, so its box counts for that check only) and this
// question's switch, follow/on/off (kept on the question when it is the member's own; for a question of
// the shared bank, kept for this member in member_question_blind).
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { applications, coverLetters, memberQuestionBlind, questions } from '#db/schema';
import { MAX_EDIT } from '~/features/coverletters';
import { findProfile, sectionsOf } from '~/features/profiles/index.server';
import type { ResumeProfile } from '~/integrations/ai/types';
import { db } from '~/lib/db.server';
import { applySuggestion } from './answer-check.server';
import { runChecks } from './check';
import { checkInWorker } from './speller.server';
import { termsOf } from './terms';
import { excerpt, textLang } from './text';
import type { CheckContext, CheckLang, CheckReply } from './types';

const letterCheckSchema = z.object({
  letterId: z.coerce.number({ error: 'invalid' }).int().positive(),
  content: z.string({ error: 'empty' }).max(MAX_EDIT, 'tooLong'),
  blindApp: z.enum(['on']).optional(),
  blindQuestion: z.enum(['follow', 'on', 'off']).optional(),
  apply: z.coerce.number().int().min(1).max(500).optional(),
});

const LIMITS = ['with-spaces', 'without-spaces', 'bytes'] as const;

async function checkLetterText(
  userId: number,
  pageLang: CheckLang,
  input: z.infer<typeof letterCheckSchema>,
): Promise<CheckReply | null> {
  const [letter] = await db()
    .select({
      id: coverLetters.id,
      profileId: coverLetters.profileId,
      questionText: coverLetters.questionText,
      maxLetter: coverLetters.maxLetter,
      limitType: coverLetters.limitType,
      companyName: applications.companyName,
      applicationId: applications.id,
      questionId: questions.id,
      questionOwner: questions.userId,
    })
    .from(coverLetters)
    .leftJoin(questions, eq(questions.id, coverLetters.questionId))
    .leftJoin(
      applications,
      eq(applications.id, sql`coalesce(${coverLetters.applicationId}, ${questions.applicationId})`),
    )
    .where(
      and(
        eq(coverLetters.id, input.letterId),
        eq(coverLetters.userId, userId),
        eq(coverLetters.active, true),
      ),
    );
  if (!letter) return null;
  const others = await db()
    .select({ id: coverLetters.id, content: coverLetters.content, questionText: coverLetters.questionText })
    .from(coverLetters)
    .where(
      and(
        eq(coverLetters.userId, userId),
        eq(coverLetters.profileId, letter.profileId),
        eq(coverLetters.active, true),
        ne(coverLetters.questionText, letter.questionText),
      ),
    )
    .limit(20);
  const row = await findProfile(userId, letter.profileId);
  const profile: ResumeProfile | null = row ? { name: null, sections: sectionsOf(row) } : null;
  const { terms, schools } = termsOf(profile, letter.companyName ? [letter.companyName] : []);
  const blindApp = input.blindApp === 'on';
  const blindQuestion = input.blindQuestion ?? 'follow';
  await db().transaction(async (tx) => {
    if (letter.applicationId !== null)
      await tx
        .update(applications)
        .set({ blindHiring: blindApp })
        .where(and(eq(applications.id, letter.applicationId), eq(applications.userId, userId)));
    if (letter.questionId !== null && letter.questionOwner === userId)
      await tx
        .update(questions)
        .set({ blindHiring: blindQuestion === 'follow' ? null : blindQuestion === 'on' })
        .where(and(eq(questions.id, letter.questionId), eq(questions.userId, userId)));
    else if (letter.questionId !== null && letter.questionOwner === null) {
      // A question of the shared bank: the switch is this member's, kept beside the bank's row.
      const own = and(
        eq(memberQuestionBlind.userId, userId),
        eq(memberQuestionBlind.questionId, letter.questionId),
      );
      if (blindQuestion === 'follow') await tx.delete(memberQuestionBlind).where(own);
      else
        await tx
          .insert(memberQuestionBlind)
          .values({ userId, questionId: letter.questionId, blindHiring: blindQuestion === 'on' })
          .onConflictDoUpdate({
            target: [memberQuestionBlind.userId, memberQuestionBlind.questionId],
            set: { blindHiring: blindQuestion === 'on' },
          });
    }
  });
  const content = input.content.normalize('NFC');
  const limitType = (LIMITS as readonly string[]).includes(letter.limitType)
    ? (letter.limitType as (typeof LIMITS)[number])
    : 'with-spaces';
  const ctx: CheckContext = {
    lang: textLang(content, pageLang),
    question: { text: letter.questionText, maxLength: letter.maxLetter, limitType },
    blind: blindQuestion === 'follow' ? blindApp : blindQuestion === 'on',
    terms,
    schools,
    otherAnswers: others
      .filter((o) => o.content)
      .map((o) => ({ label: o.questionText.slice(0, 30), text: o.content })),
  };
  const report = (await checkInWorker(content, ctx, profile)) ?? runChecks(content, ctx, null, null);
  const findings = report.findings.map((f, i) => ({ ...f, n: i + 1, excerpt: excerpt(content, f.range) }));
  return {
    form: 'check',
    questionId: 0,
    letterId: letter.id,
    content,
    blindApp,
    blindQuestion,
    report: { ...report, findings },
  };
}

/** The result screen's check form (intent `check-letter`); null when the letter is not the member's. */
export async function handleLetterCheckForm(userId: number, pageLang: CheckLang, form: FormData) {
  const fields = Object.fromEntries(
    ['letterId', 'content', 'blindApp', 'blindQuestion', 'apply']
      .map((k) => [k, form.get(k)] as const)
      .filter(([, v]) => typeof v === 'string' && v !== ''),
  );
  const parsed = letterCheckSchema.safeParse(fields);
  if (!parsed.success) return null;
  let reply = await checkLetterText(userId, pageLang, parsed.data);
  if (reply && parsed.data.apply) {
    const content = applySuggestion(reply.content, reply.report.findings, parsed.data.apply);
    if (content !== reply.content)
      reply = await checkLetterText(userId, pageLang, { ...parsed.data, content });
  }
  return reply;
}
