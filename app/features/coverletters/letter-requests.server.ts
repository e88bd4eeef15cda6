// The writer's requests of one generation, built in one place (before payment, to check them, and when
// each letter is written), and the check before payment: which chosen questions this resume cannot answer.
import { eq } from 'drizzle-orm';
import { jobCategories } from '#db/schema';
import type { LimitType } from './counting';
import type { AskedQuestion } from './questions.server';
import { assessQuestion, type Assessment } from './writer/assess';
import { planGeneration } from './writer/plan';
import type { CoverLetterRequest, CultureFit, MemberMotives, QuestionIntent } from '~/integrations/ai/types';
import { resultOf, scoresOf, typeTexts } from '~/features/culture/index.server';
import { sectionsOf, type findProfile, type Target } from '~/features/profiles/index.server';

type Profile = NonNullable<Awaited<ReturnType<typeof findProfile>>>;
import { db } from '~/lib/db.server';
import { getFixedT } from '~/lib/i18n.server';
import type { Language } from '~/lib/i18n';
import { localized } from '~/lib/localized';
import { companyNameIn } from '~/lib/romanize';

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

type Band = { minLetter: number; maxLetter: number; limitType: LimitType };
type PlannedRequest = Omit<CoverLetterRequest, 'seed' | 'temperature'>;

/**
 * The one place the writer's requests of a generation are built, all its answers at once: each with its
 * language, band and counting rule, the question as asked (a member's own question is CUSTOM), the
 * resume, the target and the culture result, and the generation's plan (planGeneration: which entries and
 * episodes each answer tells, so up to three answers do not retell one achievement). The same answers in
 * the same order give the same plans: at the start (checked before payment) and when each letter is
 * written.
 */
export async function plannedRequests(
  userId: number,
  from: {
    profile: Profile;
    target: Target;
    lang: string;
    /** The application's reasons, plan and posting (absent: the letter is for no application). */
    motives?: MemberMotives;
  },
  answers: { question: AskedQuestion; text: string; band: Band }[],
): Promise<PlannedRequest[]> {
  const { profile, target } = from;
  const lang = from.lang === 'en' ? 'en' : 'ko';
  const sections = sectionsOf(profile);
  const letterTarget = {
    // An English letter names a Korean company as English does: its English name, else romanised.
    companyName: companyNameIn(lang, target.companyName, target.companyNameEn),
    postingTitle: target.postingTitle,
    cultureTags: target.cultureTags,
    industry: await industryName(target.industryId, lang),
  };
  // The culture result in the letter's language, not the interface's.
  const culture = await cultureFit(userId, lang);
  const requests = answers.map((a): PlannedRequest => ({
    lang,
    minLetter: a.band.minLetter,
    maxLetter: a.band.maxLetter,
    limitType: a.band.limitType,
    question: { text: a.text, type: a.question.type, intent: a.question.intent as QuestionIntent },
    profile: { name: profile.name, sections },
    target: letterTarget,
    ...(from.motives ? { motives: from.motives } : {}),
    culture,
  }));
  const plans = planGeneration(sections, requests);
  return requests.map((r, i) => ({ ...r, plan: plans[i] }));
}

/** A question the resume cannot answer (yet): what the panel shows before anything is paid. */
export type Unsupported = {
  questionId: number;
  questionText: string;
  fit: Exclude<Assessment['fit'], 'ok'>;
  needs: Assessment['needs'];
  supported: number;
  minLetter: number;
  limitType: LimitType;
  /** Whether the member can lower the minimum (a bank question) or not (the company's own limit). */
  custom: boolean;
  advice: string[];
  /** The built-in writer writes only in the material's language (another needs a model). */
  language?: boolean;
  /** How much more which parts would give (a planned answer too short for its band). */
  grow?: Assessment['grow'];
};

/**
 * The chosen questions this resume cannot answer: with any writer, a failure, conflict or weakness
 * question without the applicant's own episode (nothing is invented in its place); with the built-in
 * writer also a band whose minimum is more than the resume's material gives (a model writes its own
 * length from the same facts, with its length loop).
 */
export function unsupportedQuestions(
  requests: PlannedRequest[],
  asked: AskedQuestion[],
  writer: 'builtin' | 'model',
): Unsupported[] {
  return requests.flatMap((req, i): Unsupported[] => {
    const found = assessQuestion(req);
    if (found.fit === 'ok' || (found.fit === 'short' && writer === 'model')) return [];
    return [
      {
        questionId: asked[i].id,
        questionText: asked[i].text,
        fit: found.fit,
        needs: found.needs,
        supported: found.supported,
        minLetter: req.minLetter,
        limitType: req.limitType ?? 'with-spaces',
        custom: asked[i].type === 'CUSTOM',
        advice: found.advice,
        ...(found.language ? { language: true } : {}),
        ...(found.grow ? { grow: found.grow } : {}),
      },
    ];
  });
}
