// The coach (ADR 0038, issue 35 item 2): which parts of a question's answer plan the member's material
// cannot supply yet, and where each answer is kept (a field of one episode, or of the application), so the
// panel asks for exactly those parts, one short field each, before anything is written or paid. Pure: the
// caller reads the resume's episodes and the application's fields and saves what the member types.
import type { ResumeEpisode, ResumeSections } from '#db/schema/profiles';
import type { MemberMotives, QuestionIntent } from '~/integrations/ai/types';
import {
  PLANS,
  planKind,
  planNeeds,
  type MaterialField,
  type MissingPart,
  type PlanKind,
  type PlanPart,
} from '../writer/plans';

export type CoachKind = PlanKind;
export type { PlanPart };
/** The episode fields the coach asks for (a story itself is written in the editor, not in one short field). */
export type EpisodeField = 'role' | 'shows' | 'learned' | 'otherSide' | 'myPart';
export type ApplicationField = 'whyCompany' | 'whyJob' | 'whyIndustry' | 'plan';
const EPISODE_FIELDS: readonly string[] = ['role', 'shows', 'learned', 'otherSide', 'myPart'];

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

/** The question's kind: the writer's own reading (`writer/plans.ts`), so the coach asks what it needs. */
export function questionKind(text: string, hint?: QuestionIntent | string | null): CoachKind {
  return planKind({ text, type: 'CUSTOM', intent: (hint || null) as QuestionIntent });
}

/** The coach's question for a field, worded for the kind (a growth lesson is "what changed"). */
function askKey(kind: CoachKind, field: EpisodeField | ApplicationField): string {
  if (field === 'whyJob' || field === 'whyIndustry') return 'coach.ask.whyCompany';
  if (field === 'learned' && kind === 'growth') return 'coach.ask.changed';
  if (field === 'role' && kind === 'leadership') return 'coach.ask.led';
  return `coach.ask.${field}`;
}

/**
 * Where the member can supply a missing part in one short field: the first of the part's material
 * (in the plan's order of preference) that is one of the application's fields or an askable field of
 * the chosen episode. None (no episode fits, or the part is a story or a posting duty): the writer's
 * check before payment says what to add instead.
 */
function placeFor(
  kind: CoachKind,
  missing: MissingPart,
  motives: MemberMotives | null,
): { on: 'application'; field: ApplicationField } | { on: 'episode'; field: EpisodeField } | null {
  const { part, episode } = missing;
  const from: MaterialField[] = PLANS[kind].parts.find((p) => p.part === part)?.from ?? [];
  for (const f of [missing.field, ...from]) {
    const [where, field] = f.split('.') as [string, string | undefined];
    if (where === 'motives' && motives && field)
      return { on: 'application', field: field as ApplicationField };
    if (where === 'episode' && episode != null && field && EPISODE_FIELDS.includes(field))
      return { on: 'episode', field: field as EpisodeField };
  }
  return null;
}

/**
 * The parts the question's plan cannot do without that the member's material lacks — the writer's own
 * `planNeeds`, so what the coach asks is exactly what the writer needs — each with where its answer is
 * saved. `motives` is the application's material (null: the letter is for no application, so nothing is
 * asked of one). `tells` are the episode indexes the generation's plan gives this answer (the plan's
 * episode is chosen among them when given).
 */
export function coachNeeds(input: {
  question: { text: string; intent?: QuestionIntent | string | null };
  episodes: ResumeEpisode[];
  motives: MemberMotives | null;
  tells?: number[];
}): Need[] {
  const kind = questionKind(input.question.text, input.question.intent);
  const tells = input.tells ?? [];
  const exclude = new Set(
    tells.length ? input.episodes.map((_, i) => i).filter((i) => !tells.includes(i)) : [],
  );
  const result = planNeeds(
    { text: input.question.text, type: 'CUSTOM', intent: (input.question.intent || null) as QuestionIntent },
    { sections: { episodes: input.episodes } as ResumeSections, motives: input.motives },
    exclude,
  );
  const needs: Need[] = [];
  for (const missing of result.missing) {
    const place = placeFor(kind, missing, input.motives);
    if (!place) continue;
    const episode = place.on === 'episode' ? input.episodes[missing.episode!] : null;
    const need: Need = {
      key: episode ? `episode.${missing.episode}.${place.field}` : `application.${place.field}`,
      part: missing.part,
      place: episode
        ? { on: 'episode', index: missing.episode!, title: episode.title, field: place.field as EpisodeField }
        : { on: 'application', field: place.field as ApplicationField },
      ask: askKey(kind, place.field),
      name: `coach.parts.${place.field}`,
    };
    if (!needs.some((n) => n.key === need.key)) needs.push(need);
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
