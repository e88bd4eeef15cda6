import { and, eq, isNull } from 'drizzle-orm';
import { coverLetters, jobCategories, profiles } from '../../../db/schema';
import { LIMIT_TYPES, type LimitType } from './counting';
import { checkLetter, fitLength } from './writer/checker';
import { aiWriter } from './writer/index.server';
import { builtinLanguages } from './writer/languages';
import { localized } from '~/lib/localized';
import { AiError } from '~/integrations/ai/errors';
import type { CoverLetterRequest, CultureFit, QuestionIntent } from '~/integrations/ai/types';
import { resultOf, scoresOf, typeTexts } from '~/features/culture/index.server';
import { findProfile, sectionsOf, targetOf } from '~/features/profiles/index.server';
import { db } from '~/lib/db.server';
import { notifyIfLettersFinished } from '~/features/notifications/index.server';
import { getFixedT } from '~/lib/i18n.server';
import type { Language } from '~/lib/i18n';
import { chargeGeneration } from './credits.server';
import { expireLetters, refundIfNothingWritten, renewEveryMs, renewLease } from './lease.server';
import { questionsFor } from './questions.server';
import type { GenerateInput } from './schemas';

export class GenerationError extends Error {
  constructor(
    readonly reason:
      'not-found' | 'no-position' | 'bad-question' | 'bad-language' | 'payment-required' | 'busy' | 'failed',
  ) {
    super(reason);
    this.name = 'GenerationError';
  }
}

export type StartedLetter = { id: number; questionId: number; questionText: string };

/**
 * Starts a generation: checks the resume, its position and the questions, pays for it (an active pass,
 * or one credit taken atomically) and creates one letter per question, marked as writing. Nothing is
 * written yet: each letter is written by `writeLetter` (streamed, or whole without JavaScript).
 */
export async function startGeneration(
  userId: number,
  input: Omit<GenerateInput, 'limitType'> & { limitType?: LimitType },
  lng: Language,
  now = new Date(),
) {
  const profile = await findProfile(userId, input.profileId);
  if (!profile) throw new GenerationError('not-found');
  const target = await targetOf(profile);
  if (!target) throw new GenerationError('no-position');
  const asked = (await questionsFor(target, lng)).filter((q) => input.questionIds.includes(q.id));
  if (asked.length !== new Set(input.questionIds).size) throw new GenerationError('bad-question');
  // The built-in writer never translates: it writes only in the languages the resume is written in.
  if (aiWriter().kind === 'builtin' && !builtinLanguages(sectionsOf(profile)).langs.includes(input.lang))
    throw new GenerationError('bad-language');
  // A dead generation's credit comes back before this one is paid for.
  await expireLetters(now, userId);
  const generationId = crypto.randomUUID();
  const payment = await chargeGeneration(userId, generationId, now);
  if (!payment) throw new GenerationError('payment-required');
  const writer = aiWriter().kind;
  const letters = await db()
    .insert(coverLetters)
    .values(
      asked.map((q) => ({
        userId,
        profileId: profile.id,
        questionId: q.id,
        questionText: q.text,
        generationId,
        lang: input.lang,
        temperature: input.temperature / 100,
        minLetter: input.minLetter,
        maxLetter: input.maxLetter,
        limitType: input.limitType ?? 'with-spaces',
        writer,
        heartbeatAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({
      id: coverLetters.id,
      questionId: coverLetters.questionId,
      questionText: coverLetters.questionText,
    });
  return { generationId, payment, letters: letters as StartedLetter[] };
}

/** The target's industry, named in the letter's language. */
async function industryName(industryId: number | null, lang: Language): Promise<string | null> {
  if (!industryId) return null;
  const [row] = await db()
    .select({ name: jobCategories.name })
    .from(jobCategories)
    .where(eq(jobCategories.id, industryId));
  return row ? localized(row.name, lang) || null : null;
}

async function cultureFit(userId: number, lng: Language): Promise<CultureFit> {
  const result = await resultOf(userId);
  if (!result) return null;
  const scores = scoresOf(result);
  const [types, t] = await Promise.all([typeTexts(scores, lng), getFixedT(lng, 'culture')]);
  const strengths = (['aggressive', 'initiative', 'responsible', 'communication'] as const)
    .filter((s) => scores[s] >= 5)
    .map((s) => t(`scales.${s}`));
  return { typeTitle: types.descriptions.find((d) => d.code.startsWith(types.main))?.title ?? '', strengths };
}

/** Claims a letter for writing (once: a second tab gets 'busy') and builds the writer's request. */
async function claim(
  userId: number,
  letterId: number,
  lng: Language,
): Promise<{ request: CoverLetterRequest; letter: typeof coverLetters.$inferSelect }> {
  const now = new Date();
  const [letter] = await db()
    .update(coverLetters)
    .set({ startedAt: now, heartbeatAt: now })
    .where(
      and(
        eq(coverLetters.id, letterId),
        eq(coverLetters.userId, userId),
        eq(coverLetters.status, 'WRITING'),
        isNull(coverLetters.startedAt),
      ),
    )
    .returning();
  if (!letter) {
    // Someone else's or a missing letter is not found; the owner's letter already taken is busy.
    const [own] = await db()
      .select({ id: coverLetters.id })
      .from(coverLetters)
      .where(and(eq(coverLetters.id, letterId), eq(coverLetters.userId, userId)));
    throw new GenerationError(own ? 'busy' : 'not-found');
  }
  await renewLease(letter.generationId, now);
  const profile = await findProfile(userId, letter.profileId);
  const target = profile ? await targetOf(profile) : null;
  const question = target ? (await questionsFor(target, lng)).find((q) => q.id === letter.questionId) : null;
  if (!profile || !target || !question) {
    await fail(letter);
    throw new GenerationError('not-found');
  }
  const lang = letter.lang === 'en' ? 'en' : 'ko';
  const request: CoverLetterRequest = {
    lang,
    temperature: letter.temperature,
    minLetter: letter.minLetter,
    maxLetter: letter.maxLetter,
    question: { text: letter.questionText, type: question.type, intent: question.intent as QuestionIntent },
    profile: { name: profile.name, sections: sectionsOf(profile) },
    target: {
      companyName: target.companyName,
      postingTitle: target.postingTitle,
      cultureTags: target.cultureTags,
      industry: await industryName(target.industryId, lang),
    },
    // The culture result in the letter's language, not the interface's.
    culture: await cultureFit(userId, lang),
    seed: letter.id,
    limitType: (LIMIT_TYPES as readonly string[]).includes(letter.limitType)
      ? (letter.limitType as LimitType)
      : 'with-spaces',
  };
  return { request, letter };
}

/** A letter that failed or was cancelled: never shown; the credit comes back if none of its generation was written. */
async function fail(letter: { id: number; userId: number; generationId: string }) {
  await db()
    .update(coverLetters)
    .set({ status: 'FAILED', updatedAt: new Date() })
    .where(and(eq(coverLetters.id, letter.id), eq(coverLetters.status, 'WRITING')));
  await refundIfNothingWritten(letter.userId, letter.generationId);
}

/**
 * Writes one letter, yielding the text as it comes. When the stream ends the text is fitted to the
 * length, checked, stored, and the resume is locked (it now has a cover letter). If the writer fails or
 * the consumer stops early (a closed connection), the letter is marked failed and nothing stays writing.
 */
export async function* writeLetter(
  userId: number,
  letterId: number,
  lng: Language,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const { request, letter } = await claim(userId, letterId, lng);
  const writer = aiWriter();
  let text = '';
  let finished = false;
  // The lease is renewed while this writer works; if the process dies, it lapses and the letter fails.
  const heartbeat = setInterval(() => void renewLease(letter.generationId).catch(() => {}), renewEveryMs());
  heartbeat.unref();
  try {
    for await (const chunk of writer.streamCoverLetter(request, signal)) {
      text += chunk;
      yield chunk;
    }
    const content = fitLength(text, request.minLetter, request.maxLetter, request.limitType);
    const findings = checkLetter(content, request);
    finished = await db().transaction(async (tx) => {
      const done = await tx
        .update(coverLetters)
        .set({
          status: 'DONE',
          content,
          realLength: findings.counts.withSpaces,
          findings,
          writer: writer.kind,
          updatedAt: new Date(),
        })
        // Only while still writing: a letter whose lease lapsed was failed (and maybe refunded) already.
        .where(and(eq(coverLetters.id, letter.id), eq(coverLetters.status, 'WRITING')))
        .returning({ id: coverLetters.id });
      if (!done.length) return false;
      await tx.update(profiles).set({ isCoverletter: true }).where(eq(profiles.id, letter.profileId));
      return true;
    });
    if (!finished) throw new GenerationError('failed');
  } finally {
    clearInterval(heartbeat);
    if (!finished) await fail(letter);
    else await renewLease(letter.generationId);
    await notifyIfLettersFinished(letter.userId, letter.generationId);
  }
}

/** What a failed letter tells its writer's user: a key of the `coverletters` namespace. */
export function failureMessage(error: unknown): string {
  if (error instanceof GenerationError)
    return error.reason === 'busy'
      ? 'generation.errors.busy'
      : error.reason === 'not-found'
        ? 'letters.notFound'
        : 'generation.failed';
  if (error instanceof AiError) return `generation.errors.${error.reason}`;
  return 'generation.failed';
}

/** Without JavaScript: writes every letter of a generation to the end, one after the other. */
export async function writeAll(userId: number, letterIds: number[], lng: Language) {
  let failures = 0;
  let message: string | null = null;
  for (const id of letterIds) {
    try {
      for await (const _chunk of writeLetter(userId, id, lng)) {
        // the whole text is stored by writeLetter
      }
    } catch (error) {
      failures++;
      message ??= failureMessage(error);
    }
  }
  return { failures, message };
}
