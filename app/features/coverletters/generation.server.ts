import { and, asc, eq, isNull } from 'drizzle-orm';
import { coverLetters, profiles } from '#db/schema';
import { LIMIT_TYPES, type LimitType } from './counting';
import { checkLetter, fitLength } from './writer/checker';
import { aiWriter } from './writer/index.server';
import { builtinLanguages } from './writer/languages';
import { AiError } from '~/integrations/ai/errors';
import type { CoverLetterRequest, MemberMotives, SourceRef } from '~/integrations/ai/types';
import { findProfile, sectionsOf, type Target } from '~/features/profiles/index.server';
import {
  applicationById,
  applicationOfProfile,
  targetFor,
  type LetterApplication,
} from './application-context.server';
import { generationNeeds } from './coach/needs';
import { db } from '~/lib/db.server';
import { notifyIfLettersFinished } from '~/features/notifications/index.server';
import type { Language } from '~/lib/i18n';
import { chargeGeneration } from './credits.server';
import { expireLetters, refundIfNothingWritten, renewEveryMs, renewLease } from './lease.server';
import { askableQuestions, askedQuestion, bandFor } from './questions.server';
import type { GenerateInput } from './schemas';
import { plannedRequests, unsupportedQuestions, type Unsupported } from './letter-requests.server';

/** A part the coach asks for, with the question that needs it. */
export type QuestionNeed = ReturnType<typeof generationNeeds>[number];

export class GenerationError extends Error {
  constructor(
    readonly reason:
      | 'not-found'
      | 'no-position'
      | 'bad-question'
      | 'bad-language'
      | 'unsupported'
      | 'coach'
      | 'payment-required'
      | 'busy'
      | 'failed',
    /** For 'unsupported': each question the resume cannot answer, and why. */
    readonly unsupported: Unsupported[] = [],
    /** For 'coach': each part the chosen questions' plans lack, and where its answer is saved. */
    readonly needs: QuestionNeed[] = [],
  ) {
    super(reason);
    this.name = 'GenerationError';
  }
}

export type StartedLetter = { id: number; questionId: number; questionText: string };

/**
 * Spec order: a generation needs the resume's position (or company) before its questions are looked at.
 * True when the member's resume has none (a missing resume is left to `startGeneration`'s not-found).
 */
export async function lacksPosition(userId: number, profileId: number, applicationId?: number | null) {
  const profile = await findProfile(userId, profileId);
  if (!profile) return false;
  const app = await applicationOfProfile(userId, profile, applicationId);
  return app !== 'not-found' && !(await targetFor(profile, app));
}

/**
 * The application's reasons, plan and posting for the writer once the member has given any of them (the
 * answer plans of ADR 0038); before that the letter is written from the resume alone. Read the same way
 * before payment and when the letter is written, so both take one path.
 */
const givenMotives = (app: { motives: MemberMotives } | null | undefined) =>
  app && Object.values(app.motives).some((v) => v.trim()) ? app.motives : undefined;

/** The episodes the generation's plan gives one answer (`episode:2` → 2): the coach asks on those first. */
const tellsOf = (request: { plan?: { tell: SourceRef[] } }) =>
  (request.plan?.tell ?? []).flatMap((ref) => (ref.startsWith('episode:') ? [Number(ref.slice(8))] : []));

type StartInput = Omit<GenerateInput, 'limitType'> & { limitType?: LimitType };

/**
 * Everything a generation is checked by before payment: the resume, the application the letters are for,
 * the target, the chosen questions with their bands, the writer's requests, and what the coach must ask.
 */
export async function prepareGeneration(userId: number, input: StartInput, lng: Language) {
  const profile = await findProfile(userId, input.profileId);
  if (!profile) throw new GenerationError('not-found');
  // The application the letters are for (chosen, or made for the resume's target): its letters, its
  // questions, its reasons and plan; a typed company is its own target.
  const app = await applicationOfProfile(userId, profile, input.applicationId);
  if (app === 'not-found') throw new GenerationError('not-found');
  const target = await targetFor(profile, app);
  if (!target) throw new GenerationError('no-position');
  // The bank's questions for the target, and the member's own of this resume: another member's question,
  // or one of another resume, is not offered here and refuses the generation before anything is paid.
  const asked = (await askableQuestions(userId, profile.id, target, lng, app?.id ?? null)).filter((q) =>
    input.questionIds.includes(q.id),
  );
  if (asked.length !== new Set(input.questionIds).size) throw new GenerationError('bad-question');
  const settings = {
    minLetter: input.minLetter,
    maxLetter: input.maxLetter,
    limitType: input.limitType ?? ('with-spaces' as const),
  };
  // The built-in writer never translates: it writes only in the languages the resume is written in.
  if (aiWriter().kind === 'builtin' && !builtinLanguages(sectionsOf(profile)).langs.includes(input.lang))
    throw new GenerationError('bad-language');
  // Before anything is paid: every question must be answerable from this resume (its own episode for a
  // failure or conflict question; with the built-in writer, enough material for the band's minimum).
  const bands = asked.map((q) => bandFor(q, settings));
  const requests = await plannedRequests(
    userId,
    { profile, target, lang: input.lang, motives: givenMotives(app) },
    asked.map((q, i) => ({ question: q, text: q.text, band: bands[i] })),
  );
  // The coach (ADR 0038): a part a chosen question's plan cannot do without is asked of the member, one
  // short field each, before anything is written or paid.
  // It asks when the member writes for an application they opened (its page's "write with AI"); the
  // resume's own screen writes from the resume, as before, until the application holds material.
  const needs = input.applicationId
    ? generationNeeds(
        asked.map((q, i) => ({ id: q.id, text: q.text, intent: q.intent, tells: tellsOf(requests[i]) })),
        sectionsOf(profile).episodes,
        app?.motives ?? null,
      )
    : [];
  return { profile, app, target, asked, bands, requests, needs };
}

/**
 * Starts a generation: checks the resume, its position and the questions, pays for it (an active pass,
 * or one credit taken atomically) and creates one letter per question, marked as writing. Nothing is
 * written yet: each letter is written by `writeLetter` (streamed, or whole without JavaScript).
 */
export async function startGeneration(userId: number, input: StartInput, lng: Language, now = new Date()) {
  const { profile, app, asked, bands, requests, needs } = await prepareGeneration(userId, input, lng);
  if (needs.length) throw new GenerationError('coach', [], needs);
  const unsupported = unsupportedQuestions(requests, asked, aiWriter().kind);
  if (unsupported.length) throw new GenerationError('unsupported', unsupported);
  // A dead generation's credit comes back before this one is paid for.
  await expireLetters(now, userId);
  const generationId = crypto.randomUUID();
  const payment = await chargeGeneration(userId, generationId, now);
  if (!payment) throw new GenerationError('payment-required');
  const writer = aiWriter().kind;
  const letters = await db()
    .insert(coverLetters)
    .values(
      asked.map((q, i) => ({
        userId,
        profileId: profile.id,
        applicationId: app?.id ?? null,
        questionId: q.id,
        questionText: q.text,
        generationId,
        lang: input.lang,
        temperature: input.temperature / 100,
        // A member's own question is written to the company's limit and rule; the bank's to the form's.
        ...bands[i],
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
  const app = await applicationById(userId, letter.applicationId);
  const target = profile ? await targetFor(profile, app) : null;
  const request =
    profile && target ? await letterRequest(userId, letter, { profile, target, app }, lng) : null;
  if (!request) {
    await fail(letter);
    throw new GenerationError('not-found');
  }
  return { request, letter };
}

const limitTypeOf = (v: string): LimitType =>
  (LIMIT_TYPES as readonly string[]).includes(v) ? (v as LimitType) : 'with-spaces';

/**
 * One letter's request: the generation's answers (its letters in the order they were created) planned
 * together as at the start, this letter's taken, with its temperature and seed.
 */
async function letterRequest(
  userId: number,
  letter: typeof coverLetters.$inferSelect,
  from: {
    profile: NonNullable<Awaited<ReturnType<typeof findProfile>>>;
    target: Target;
    app: LetterApplication | null;
  },
  lng: Language,
): Promise<CoverLetterRequest | null> {
  const siblings = await db()
    .select()
    .from(coverLetters)
    .where(and(eq(coverLetters.generationId, letter.generationId), eq(coverLetters.userId, userId)))
    .orderBy(asc(coverLetters.id));
  const answers = [];
  for (const l of siblings) {
    const question = await askedQuestion(
      userId,
      from.profile.id,
      l.questionId,
      from.target,
      lng,
      from.app?.id ?? null,
    );
    if (!question) return null;
    answers.push({
      question,
      text: l.questionText,
      band: { minLetter: l.minLetter, maxLetter: l.maxLetter, limitType: limitTypeOf(l.limitType) },
    });
  }
  const requests = await plannedRequests(
    userId,
    { profile: from.profile, target: from.target, lang: letter.lang, motives: givenMotives(from.app) },
    answers,
  );
  const own = requests[siblings.findIndex((l) => l.id === letter.id)];
  return own ? { ...own, temperature: letter.temperature, seed: letter.id } : null;
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
