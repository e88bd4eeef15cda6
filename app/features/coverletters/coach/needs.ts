// The coach (ADR 0038, issue 35 item 2): which parts of a question's answer plan the member's material
// cannot supply yet, and where each answer is kept (a field of one episode, or of the application), so the
// panel asks for exactly those parts, one short field each, before anything is written or paid. Pure: the
// caller reads the resume's episodes and the application's fields and saves what the member types.
import type { EpisodeTag } from '#db/schema/enums';
import type { ResumeEpisode } from '#db/schema/profiles';
import type { MemberMotives, QuestionIntent } from '~/integrations/ai/types';
import { asksWeakness, recognizeIntent } from '../writer/intent';

/** The kinds of ADR 0038's table, one plan each. */
export const COACH_KINDS = [
  'motivation',
  'strengths',
  'weaknesses',
  'failure',
  'conflict',
  'teamwork',
  'growth',
  'goals',
  'jobFit',
  'customer',
  'leadership',
  'other',
] as const;
export type CoachKind = (typeof COACH_KINDS)[number];

/** The parts of a plan: A answer, S story, M meaning, L link. */
export type PlanPart = 'A' | 'S' | 'M' | 'L';
export type EpisodeField = 'role' | 'shows' | 'learned' | 'otherSide' | 'myPart';
export type ApplicationField = 'whyCompany' | 'whyJob' | 'whyIndustry' | 'plan';

export type NeedPlace =
  | { on: 'episode'; index: number; title: string; field: EpisodeField }
  | { on: 'application'; field: ApplicationField };

/** One missing part: what it is, where its answer is saved, and the coach's question (a `coverletters` key). */
export type Need = {
  /** Stable name of the place (`episode.2.shows`, `application.plan`): the coach form's field name. */
  key: string;
  part: PlanPart;
  place: NeedPlace;
  /** The coach's question: `coach.ask.<…>`. */
  ask: string;
  /** The part's short name, for the decline message: `coach.parts.<field>`. */
  name: string;
};

// The conflict words the writer reads a teamwork question by (writer/answers.ts; ADR 0038: "teamwork +
// conflict words" is the conflict kind).
const CONFLICT = /갈등|의견 (?:차이|충돌)|대립|conflict|disagree|konflik|perbedaan pendapat/i;

/** The question's kind, from its wording first (the classifier), the bank's tag only as a hint. */
export function questionKind(text: string, hint?: QuestionIntent | string | null): CoachKind {
  const intent = recognizeIntent(text, (hint as QuestionIntent) || null);
  const wording = text.normalize('NFC');
  switch (intent) {
    case 'motivation':
      return 'motivation';
    case 'strengths':
      return asksWeakness(wording) ? 'weaknesses' : 'strengths';
    case 'failure':
      return 'failure';
    case 'teamwork':
      return CONFLICT.test(wording) ? 'conflict' : 'teamwork';
    case 'growth':
    case 'ethics':
      return 'growth';
    case 'goals':
      return 'goals';
    case 'competency':
    case 'data':
    case 'problem':
      return 'jobFit';
    case 'customer':
      return 'customer';
    case 'leadership':
      return 'leadership';
    default:
      return 'other';
  }
}

/** What a kind cannot do without: episode fields (on an episode of these tags, when given) and application fields. */
type Requirement =
  | {
      on: 'episode';
      fields: { field: EpisodeField; part: PlanPart; ask: string }[];
      tags?: EpisodeTag[];
      only?: true;
    }
  | { on: 'application'; anyOf: ApplicationField[]; part: PlanPart; ask: string };

const REQUIREMENTS: Record<CoachKind, Requirement[]> = {
  motivation: [
    { on: 'application', anyOf: ['whyCompany', 'whyJob'], part: 'A', ask: 'coach.ask.whyCompany' },
    { on: 'application', anyOf: ['plan'], part: 'L', ask: 'coach.ask.plan' },
  ],
  strengths: [{ on: 'episode', fields: [{ field: 'shows', part: 'A', ask: 'coach.ask.shows' }] }],
  weaknesses: [
    {
      on: 'episode',
      tags: ['failure', 'growth'],
      fields: [{ field: 'learned', part: 'M', ask: 'coach.ask.learned' }],
    },
  ],
  // A failure or conflict answer comes only from an episode the member tagged so (none: the check before
  // payment says to add one; the coach never asks a field of an untagged episode).
  failure: [
    {
      on: 'episode',
      tags: ['failure'],
      only: true,
      fields: [
        { field: 'myPart', part: 'S', ask: 'coach.ask.myPart' },
        { field: 'learned', part: 'M', ask: 'coach.ask.learned' },
      ],
    },
  ],
  conflict: [
    {
      on: 'episode',
      tags: ['conflict'],
      only: true,
      fields: [{ field: 'otherSide', part: 'S', ask: 'coach.ask.otherSide' }],
    },
  ],
  teamwork: [
    { on: 'episode', tags: ['teamwork'], fields: [{ field: 'role', part: 'S', ask: 'coach.ask.role' }] },
  ],
  growth: [
    { on: 'episode', tags: ['growth'], fields: [{ field: 'learned', part: 'M', ask: 'coach.ask.changed' }] },
  ],
  goals: [{ on: 'application', anyOf: ['plan'], part: 'A', ask: 'coach.ask.plan' }],
  jobFit: [],
  customer: [],
  leadership: [
    { on: 'episode', tags: ['leadership'], fields: [{ field: 'role', part: 'S', ask: 'coach.ask.led' }] },
  ],
  other: [],
};

const filled = (v: string | undefined | null) => Boolean(v && v.trim());

/** Whether an episode has a story to tell (a title alone is not one). */
const told = (e: ResumeEpisode) => [e.situation, e.action, e.result].some(filled);

/**
 * The episode a requirement is asked on: one already holding every field wins (nothing to ask); else the
 * planned one (`tells`) among the candidates, else the candidate with the most story. Candidates are the
 * episodes of the kind's tags, or (unless the tag is required) any episode with a story.
 */
function episodeFor(
  episodes: ResumeEpisode[],
  req: Extract<Requirement, { on: 'episode' }>,
  tells: number[],
): { index: number; done: boolean } | null {
  const indexed = episodes.map((e, index) => ({ e, index })).filter(({ e }) => told(e) || filled(e.title));
  const tagged = req.tags ? indexed.filter(({ e }) => e.tags.some((t) => req.tags!.includes(t))) : indexed;
  const candidates = tagged.length || req.only ? tagged : indexed.filter(({ e }) => told(e));
  if (!candidates.length) return null;
  const complete = candidates.find(({ e }) => req.fields.every((f) => filled(e[f.field])));
  if (complete) return { index: complete.index, done: true };
  const planned = candidates.find(({ index }) => tells.includes(index));
  const richest = [...candidates].sort(
    (a, b) =>
      req.fields.filter((f) => filled(b.e[f.field])).length -
        req.fields.filter((f) => filled(a.e[f.field])).length ||
      [b.e.situation, b.e.action, b.e.result].filter(filled).length -
        [a.e.situation, a.e.action, a.e.result].filter(filled).length ||
      a.index - b.index,
  )[0];
  return { index: (planned ?? richest).index, done: false };
}

/**
 * The parts the question's plan cannot do without that the member's material lacks, in plan order, each
 * with where its answer is saved. `motives` is the application's material (null: the letter is for no
 * application, so nothing is asked of one and the writer states no motive or plan). `tells` are the
 * episode indexes the generation's plan gives this answer (its first choice when it must ask).
 */
export function coachNeeds(input: {
  question: { text: string; intent?: QuestionIntent | string | null };
  episodes: ResumeEpisode[];
  motives: MemberMotives | null;
  tells?: number[];
}): Need[] {
  const kind = questionKind(input.question.text, input.question.intent);
  const needs: Need[] = [];
  for (const req of REQUIREMENTS[kind]) {
    if (req.on === 'application') {
      if (!input.motives || req.anyOf.some((f) => filled(input.motives![f]))) continue;
      const field = req.anyOf[0];
      needs.push({
        key: `application.${field}`,
        part: req.part,
        place: { on: 'application', field },
        ask: req.ask,
        name: `coach.parts.${field}`,
      });
      continue;
    }
    const chosen = episodeFor(input.episodes, req, input.tells ?? []);
    if (!chosen || chosen.done) continue;
    const episode = input.episodes[chosen.index];
    for (const f of req.fields) {
      if (filled(episode[f.field])) continue;
      needs.push({
        key: `episode.${chosen.index}.${f.field}`,
        part: f.part,
        place: { on: 'episode', index: chosen.index, title: episode.title, field: f.field },
        ask: f.ask,
        name: `coach.parts.${f.field}`,
      });
    }
  }
  return needs;
}

/** The needs of several questions at once, each place asked once (two questions may need one plan). */
export function generationNeeds(
  questions: { id: number; text: string; intent?: string | null; tells?: number[] }[],
  episodes: ResumeEpisode[],
  motives: MemberMotives | null,
): (Need & { questionId: number; questionText: string })[] {
  const seen = new Set<string>();
  return questions.flatMap((q) =>
    coachNeeds({ question: q, episodes, motives, tells: q.tells }).flatMap((n) => {
      if (seen.has(n.key)) return [];
      seen.add(n.key);
      return [{ ...n, questionId: q.id, questionText: q.text }];
    }),
  );
}
