// Culture-fit scoring: pure functions over the survey item bank's credit maps.
import type { ResponseType } from '#db/schema/enums';

export const WORK_STYLE_SCALES = [
  'aggressive',
  'initiative',
  'responsible',
  'individual',
  'communication',
] as const;
export const PREFERENCE_SCALES = [
  'horizontal',
  'salary',
  'welfare',
  'group',
  'startup',
  'global',
  'government',
] as const;
export const SCALES = [...WORK_STYLE_SCALES, ...PREFERENCE_SCALES] as const;

export type Scale = (typeof SCALES)[number];
export type Scores = Record<Scale, number>;
export type { ResponseType };
export type SurveyAnswer = { id: string; credits: Partial<Record<Scale, number>> };
export type SurveyItem = { id: string; responseType: ResponseType; answers: SurveyAnswer[] };
/** Chosen answer ids per item id (one for TWO/THREE, any number for MULTI). */
export type Responses = Record<string, string[]>;

export const MAX_SCORE = 10;
export const HIGH_THRESHOLD = 5;

function range(item: SurveyItem, scale: Scale): { min: number; max: number } {
  const credits = item.answers.map((a) => a.credits[scale] ?? 0);
  if (item.responseType === 'MULTI') {
    // Any subset may be ticked: the least is ticking only the negative credits, the most only the positive.
    return {
      min: credits.filter((c) => c < 0).reduce((s, c) => s + c, 0),
      max: credits.filter((c) => c > 0).reduce((s, c) => s + c, 0),
    };
  }
  return { min: Math.min(...credits), max: Math.max(...credits) };
}

/**
 * Each scale: the share of its possible range the answers reached, 0–10. The minimum and maximum come
 * from the item definitions. A scale no answer can move (no range) scores the midpoint, never NaN.
 */
export function scoreResponses(items: SurveyItem[], responses: Responses): Scores {
  const scores = {} as Scores;
  for (const scale of SCALES) {
    let raw = 0;
    let min = 0;
    let max = 0;
    for (const item of items) {
      const r = range(item, scale);
      if (r.max === r.min) continue;
      min += r.min;
      max += r.max;
      const chosen = new Set(responses[item.id] ?? []);
      const picked = item.answers.filter((a) => chosen.has(a.id)).map((a) => a.credits[scale] ?? 0);
      // An unanswered single-choice item counts as its lowest answer; the survey requires every answer anyway.
      raw += item.responseType === 'MULTI' ? picked.reduce((s, c) => s + c, 0) : (picked[0] ?? r.min);
    }
    scores[scale] = max === min ? MAX_SCORE / 2 : clamp(((raw - min) / (max - min)) * MAX_SCORE);
  }
  return scores;
}

function clamp(value: number): number {
  return Math.min(MAX_SCORE, Math.max(0, value));
}

export function isHigh(score: number): boolean {
  return score >= HIGH_THRESHOLD;
}

/** The Thinking bar shows 10 − individual; stored values and comparisons keep the canonical score. */
export function thinkingBar(individual: number): number {
  return MAX_SCORE - individual;
}

/** Work-style dimensions weigh fully in a match, preferences half. */
export const MATCH_WEIGHTS: Record<Scale, number> = {
  aggressive: 1,
  initiative: 1,
  responsible: 1,
  individual: 1,
  communication: 1,
  horizontal: 0.5,
  salary: 0.5,
  welfare: 0.5,
  group: 0.5,
  startup: 0.5,
  global: 0.5,
  government: 0.5,
};

/**
 * Weighted root-mean-square distance over the dimensions both profiles have (all 0–10), so 0–10.
 * Without a shared dimension the distance is the maximum.
 */
export function distance(a: Partial<Scores>, b: Partial<Scores>): number {
  let weighted = 0;
  let weights = 0;
  for (const scale of SCALES) {
    const x = a[scale];
    const y = b[scale];
    if (typeof x !== 'number' || typeof y !== 'number' || Number.isNaN(x) || Number.isNaN(y)) continue;
    const w = MATCH_WEIGHTS[scale];
    weighted += w * (x - y) ** 2;
    weights += w;
  }
  return weights === 0 ? MAX_SCORE : Math.sqrt(weighted / weights);
}

/** Match rate 100 × (1 − D/10), in [0, 100]. */
export function matchRate(a: Partial<Scores>, b: Partial<Scores>): number {
  return Math.min(100, Math.max(0, 100 * (1 - distance(a, b) / MAX_SCORE)));
}

/** As shown: floored to a whole percent (identical profiles show exactly 100). */
export function displayedMatch(a: Partial<Scores>, b: Partial<Scores>): number {
  return Math.floor(matchRate(a, b) + 1e-9);
}

/** Companies ranked by distance ascending, ties by id. */
export function rankBySimilarity<C extends { id: number; profile: Partial<Scores> }>(
  user: Partial<Scores>,
  companies: C[],
): (C & { distance: number })[] {
  return companies
    .map((c) => ({ ...c, distance: distance(user, c.profile) }))
    .sort((x, y) => x.distance - y.distance || x.id - y.id);
}

export type TypeGroup = 'A' | 'I' | 'R' | 'T' | 'C';
const GROUP_OF: Record<(typeof WORK_STYLE_SCALES)[number], TypeGroup> = {
  aggressive: 'A',
  initiative: 'I',
  responsible: 'R',
  individual: 'T',
  communication: 'C',
};

/**
 * The type: HIGH or LOW per work-style group (A-HIGH, T-LOW, ...), and its main trait: the group whose
 * score lies furthest from the HIGH/LOW threshold (ties in A, I, R, T, C order), with its level. The
 * coach comment is keyed by that code, so it always agrees with one of the type's descriptions, also
 * when every group is LOW.
 */
export function typeOf(scores: Scores): { codes: string[]; main: TypeGroup; mainCode: string } {
  const level = (scale: (typeof WORK_STYLE_SCALES)[number]) => (isHigh(scores[scale]) ? 'HIGH' : 'LOW');
  const codes = WORK_STYLE_SCALES.map((scale) => `${GROUP_OF[scale]}-${level(scale)}`);
  const strength = (scale: (typeof WORK_STYLE_SCALES)[number]) => Math.abs(scores[scale] - HIGH_THRESHOLD);
  let main: (typeof WORK_STYLE_SCALES)[number] = WORK_STYLE_SCALES[0];
  for (const scale of WORK_STYLE_SCALES) if (strength(scale) > strength(main)) main = scale;
  return { codes, main: GROUP_OF[main], mainCode: `${GROUP_OF[main]}-${level(main)}` };
}

/** The High/Low label of a bar, from the value the bar shows (Thinking shows 10 − individual). */
export function shownLevel(shown: number): 'high' | 'low' {
  return isHigh(shown) ? 'high' : 'low';
}
