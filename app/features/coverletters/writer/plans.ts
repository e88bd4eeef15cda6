// Answer plans per question kind (ADR 0038): the parts a Korean hiring reader expects, in order, and the
// member's material each part is written from. The one table the built-in writer, the model writer, the
// tracer, the bench and the coach's panel (`coach/needs.ts`) read, so what the coach asks for is exactly
// what the writer needs. The writer never supplies a part: `planNeeds` names what a plan lacks for given
// material, and a letter is written only when it lacks nothing.
import type { EpisodeTag } from '#db/schema/enums';
import type { ResumeEpisode, ResumeSections } from '#db/schema/profiles';
import { hasStory } from './answers';
import { asksWeakness, matchIntent, recognizeIntent } from './intent';
import { postingDuties } from './posting';
import type { CoverLetterRequest, MemberMotives } from '~/integrations/ai/types';

export const PLAN_KINDS = [
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
export type PlanKind = (typeof PLAN_KINDS)[number];

/** A answer (두괄식 first sentence) · S story (one episode, once) · M meaning · L link to this job. */
export type PlanPart = 'A' | 'S' | 'M' | 'L';
export type EpisodeField =
  'situation' | 'action' | 'result' | 'learned' | 'role' | 'shows' | 'otherSide' | 'myPart';
export type MotiveField = Exclude<keyof MemberMotives, 'postingText'>;
/**
 * Where a sentence of a planned answer comes from: a field of the told episode, one of the application's
 * fields, a duty of the pasted posting, or a résumé entry (job fit only, when no episode tells the duty).
 */
export type MaterialField = `episode.${EpisodeField}` | `motives.${MotiveField}` | 'posting.duty' | 'entry';

export type PartSpec = {
  part: PlanPart;
  /** The material in order of preference; the part is written from the first one the member gave. */
  from: MaterialField[];
  /** Written when the material is there, not asked for when it is not (the ADR's table does not need it). */
  optional?: boolean;
  /** A field the part cannot do without even when others of `from` are there (ADR 0038's table). */
  needs?: MaterialField;
};
export type Plan = {
  kind: PlanKind;
  parts: PartSpec[];
  /** The episode must carry one of these tags (the member's own: conflict only from `conflict` …). */
  episodeTags?: EpisodeTag[];
  /** Tags that make an episode a better fit (chosen first), without being required. */
  prefer?: EpisodeTag[];
};

const STORY: MaterialField[] = ['episode.situation', 'episode.action', 'episode.result'];

/** ADR 0038's table. */
export const PLANS: Record<PlanKind, Plan> = {
  motivation: {
    kind: 'motivation',
    parts: [
      { part: 'A', from: ['motives.whyCompany', 'motives.whyJob', 'motives.whyIndustry'] },
      { part: 'S', from: STORY },
      { part: 'M', from: ['episode.shows', 'episode.learned'] },
      { part: 'L', from: ['motives.plan'] },
    ],
  },
  strengths: {
    kind: 'strengths',
    parts: [
      { part: 'A', from: ['episode.shows'] },
      { part: 'S', from: STORY },
      { part: 'M', from: ['episode.learned'], optional: true },
      { part: 'L', from: ['posting.duty', 'motives.plan', 'motives.whyJob'] },
    ],
  },
  weaknesses: {
    kind: 'weaknesses',
    episodeTags: ['failure', 'growth'],
    parts: [
      { part: 'A', from: ['episode.shows', 'episode.myPart'] },
      { part: 'S', from: STORY },
      { part: 'M', from: ['episode.learned'] },
    ],
  },
  failure: {
    kind: 'failure',
    episodeTags: ['failure'],
    parts: [
      { part: 'A', from: ['episode.result'] },
      { part: 'S', from: ['episode.situation', 'episode.myPart'], needs: 'episode.myPart' },
      { part: 'M', from: ['episode.learned'] },
      { part: 'L', from: ['motives.plan', 'posting.duty'], optional: true },
    ],
  },
  conflict: {
    kind: 'conflict',
    episodeTags: ['conflict'],
    parts: [
      { part: 'A', from: ['episode.shows', 'episode.learned'] },
      {
        part: 'S',
        from: ['episode.otherSide', 'episode.action', 'episode.result'],
        needs: 'episode.otherSide',
      },
      { part: 'M', from: ['episode.learned', 'episode.shows'] },
    ],
  },
  teamwork: {
    kind: 'teamwork',
    prefer: ['teamwork'],
    parts: [
      { part: 'A', from: ['episode.shows', 'episode.learned'] },
      { part: 'S', from: ['episode.role', 'episode.action', 'episode.result'], needs: 'episode.role' },
      { part: 'M', from: ['episode.learned', 'episode.shows'] },
    ],
  },
  growth: {
    kind: 'growth',
    prefer: ['growth', 'ethics'],
    parts: [
      { part: 'A', from: ['episode.learned'] },
      { part: 'S', from: STORY },
      { part: 'M', from: ['episode.shows'], optional: true },
    ],
  },
  goals: {
    kind: 'goals',
    parts: [
      { part: 'A', from: ['motives.plan'] },
      { part: 'L', from: ['posting.duty', 'motives.whyJob'] },
      { part: 'S', from: STORY },
    ],
  },
  jobFit: {
    kind: 'jobFit',
    prefer: ['problem', 'data'],
    parts: [
      { part: 'A', from: ['posting.duty', 'motives.whyJob', 'episode.shows'] },
      { part: 'S', from: STORY },
      { part: 'M', from: ['episode.shows', 'episode.learned'], optional: true },
      { part: 'L', from: ['motives.plan'], optional: true },
    ],
  },
  customer: {
    kind: 'customer',
    prefer: ['customer'],
    parts: [
      { part: 'A', from: ['episode.shows'] },
      { part: 'S', from: STORY },
      { part: 'M', from: ['episode.learned'] },
    ],
  },
  leadership: {
    kind: 'leadership',
    prefer: ['leadership'],
    parts: [
      { part: 'A', from: ['episode.shows', 'episode.role'] },
      { part: 'S', from: ['episode.role', 'episode.action', 'episode.result'], needs: 'episode.role' },
      { part: 'M', from: ['episode.learned'] },
    ],
  },
  other: {
    kind: 'other',
    parts: [
      { part: 'A', from: ['episode.shows', 'episode.learned'] },
      { part: 'S', from: STORY },
      { part: 'M', from: ['episode.learned', 'episode.shows'] },
      { part: 'L', from: ['motives.plan', 'posting.duty'], optional: true },
    ],
  },
};

const CONFLICT = /갈등|의견 (?:차이|충돌)|대립|conflict|disagree|konflik|perbedaan pendapat/i;

/** The question's kind (its own wording first; the bank's tag only when the wording says nothing known). */
export function planKind(question: CoverLetterRequest['question']): PlanKind {
  const text = question.text.normalize('NFC');
  const matched = matchIntent(text);
  if (!matched && !question.intent) return 'other';
  const intent = matched ?? recognizeIntent(text, question.intent);
  switch (intent) {
    case 'motivation':
      return 'motivation';
    case 'strengths':
      return asksWeakness(text) ? 'weaknesses' : 'strengths';
    case 'failure':
      return 'failure';
    case 'teamwork':
      return CONFLICT.test(text) ? 'conflict' : 'teamwork';
    case 'growth':
    case 'ethics':
      return 'growth';
    case 'goals':
      return 'goals';
    case 'customer':
      return 'customer';
    case 'leadership':
      return 'leadership';
    default:
      return 'jobFit';
  }
}

/** What the member gave, as the plan reads it. */
export type PlanMaterial = { sections: ResumeSections; motives?: MemberMotives | null };

/** One part the material lacks: the field to ask for (the first the part would use). */
export type MissingPart = {
  part: PlanPart;
  field: MaterialField;
  /** The episode the field belongs on (by index), when one was chosen; null: no episode answers yet. */
  episode: number | null;
  /** When no episode carries a tag the plan requires, the tags that would. */
  tags?: EpisodeTag[];
};
export type PlanNeeds = {
  kind: PlanKind;
  plan: Plan;
  /** The episode the story is told from (null: none fits). */
  episode: number | null;
  /** Each part's field, for the parts the material holds. */
  fields: Partial<Record<PlanPart, MaterialField>>;
  missing: MissingPart[];
};

const filled = (v: string | undefined | null) => !!v?.trim();

/** Whether a field of this material is there (for an episode field, on episode `e`). */
export function hasField(f: MaterialField, m: PlanMaterial, e: ResumeEpisode | null): boolean {
  if (f === 'posting.duty') return postingDuties(m.motives?.postingText ?? '').length > 0;
  if (f === 'entry') return false;
  if (f.startsWith('motives.')) return filled(m.motives?.[f.slice(8) as MotiveField]);
  return !!e && filled(e[f.slice(8) as EpisodeField]);
}

function partField(spec: PartSpec, m: PlanMaterial, e: ResumeEpisode | null, taken: Set<MaterialField>) {
  const story = spec.part === 'S';
  // A story is there when any of its fields is; a meaning never repeats the field the answer used.
  if (story) return spec.from.find((f) => hasField(f, m, e)) ?? null;
  return spec.from.find((f) => !taken.has(f) && hasField(f, m, e)) ?? null;
}

function evaluate(plan: Plan, m: PlanMaterial, i: number | null) {
  const e = i == null ? null : (m.sections.episodes?.[i] ?? null);
  const taken = new Set<MaterialField>();
  const fields: Partial<Record<PlanPart, MaterialField>> = {};
  const missing: MissingPart[] = [];
  for (const spec of plan.parts) {
    const f = partField(spec, m, e, taken);
    const lacking = spec.needs && !hasField(spec.needs, m, e) ? spec.needs : null;
    if (f && !lacking) {
      fields[spec.part] = f;
      taken.add(f);
    } else if (!spec.optional) missing.push({ part: spec.part, field: lacking ?? spec.from[0]!, episode: i });
  }
  return { fields, missing };
}

/** The episodes a plan may tell (by index): the required tag, a story; preferred tags first. */
export function candidateEpisodes(plan: Plan, s: ResumeSections, exclude: ReadonlySet<number> = new Set()) {
  return (s.episodes ?? [])
    .map((e, i) => ({ e, i }))
    .filter(({ e, i }) => !exclude.has(i) && hasStory(e))
    .filter(({ e }) => !plan.episodeTags || plan.episodeTags.some((t) => e.tags?.includes(t)))
    .sort(
      (a, b) =>
        Number(!!plan.prefer?.some((t) => b.e.tags?.includes(t))) -
          Number(!!plan.prefer?.some((t) => a.e.tags?.includes(t))) || a.i - b.i,
    )
    .map(({ i }) => i);
}

/**
 * What the plan for this question lacks for this material, and which episode it would tell: the first
 * candidate that lacks nothing, else the one that lacks least. `exclude`: episodes another answer of the
 * same generation tells.
 */
export function planNeeds(
  question: CoverLetterRequest['question'],
  m: PlanMaterial,
  exclude: ReadonlySet<number> = new Set(),
): PlanNeeds {
  const kind = planKind(question);
  const plan = PLANS[kind];
  const candidates = candidateEpisodes(plan, m.sections, exclude);
  if (!candidates.length) {
    const { fields, missing } = evaluate(plan, m, null);
    const tags = plan.episodeTags;
    const noStory = missing.filter((x) => !x.field.startsWith('episode.'));
    return {
      kind,
      plan,
      episode: null,
      fields,
      missing: [
        { part: 'S', field: 'episode.situation', episode: null, ...(tags ? { tags } : {}) },
        ...noStory,
      ],
    };
  }
  let best: { i: number; fields: PlanNeeds['fields']; missing: MissingPart[] } | null = null;
  for (const i of candidates) {
    const r = evaluate(plan, m, i);
    if (!best || r.missing.length < best.missing.length) best = { i, ...r };
    if (!r.missing.length) break;
  }
  return { kind, plan, episode: best!.i, fields: best!.fields, missing: best!.missing };
}
