// One generation's plan: up to three answers to one company from one resume. Each job, project and
// episode is told in at most one answer and mentioned in at most one more, so the answers do not retell
// the same achievement. Questions that need the applicant's own story (failure, conflict, weakness) pick
// first, then those an episode or entry must show (leadership, data …), then the rest, each taking the
// sources that answer it best until it has about the material its band needs.
import type { ResumeSections } from '#db/schema/profiles';
import { planAnswers } from './planned-generation';
import { answerKind, answeringEpisodes, showingEntries } from './answers';
import { recognizeIntent } from './intent';
import { gatherSources, targetWords, type Source } from './material';
import { roleName } from './role-name';
import { scriptCounts } from './text';
import type { CoverLetterRequest, SourceRef } from '~/integrations/ai/types';

export type PlanRequest = Pick<
  CoverLetterRequest,
  'lang' | 'question' | 'minLetter' | 'maxLetter' | 'target'
> &
  Partial<Pick<CoverLetterRequest, 'motives' | 'limitType' | 'culture'>>;
export type AnswerPlan = NonNullable<CoverLetterRequest['plan']>;

const RANK = { episode: 0, shown: 1, entries: 2 } as const;

/** Characters of material a source brings (its sentences). */
const size = (src: Source) => src.units.reduce((n, u) => n + [...u.text].length, 0);

export function planGeneration(sections: ResumeSections, requests: PlanRequest[]): AnswerPlan[] {
  // Requests that carry the application's material are planned by their answer plans (ADR 0038).
  if (requests.some((r) => r.motives))
    return planAnswers(
      sections,
      requests.map((r) => ({ ...r, culture: r.culture ?? null, profile: { name: null, sections } })),
    );
  const plans: AnswerPlan[] = requests.map(() => ({ tell: [], mention: [] }));
  const toldBy = new Map<SourceRef, number>();
  const mentionedBy = new Map<SourceRef, number>();
  const views = requests.map((req, i) => {
    const ko = req.lang === 'ko';
    const fits = (v: string) => !!v?.trim() && (ko || scriptCounts(v).hangul === 0);
    const intent = recognizeIntent(req.question.text, req.question.intent);
    const kind = answerKind(req.question);
    const role = roleName(req.target.postingTitle, req.target.companyName);
    const sources = gatherSources(sections, {
      lang: req.lang,
      intent,
      words: targetWords([role, req.target.industry]),
      fits,
    }).filter((x) => x.units.length);
    const answering = new Set<SourceRef>([
      ...(kind.need === 'entries'
        ? []
        : answeringEpisodes(sections, kind).map((n) => `episode:${n}` as const)),
      ...showingEntries(sections, kind),
    ]);
    // Material the answer wants: about the middle of its band (units are longer in a letter than raw).
    const want = (req.minLetter + req.maxLetter) / 2;
    // A question that needs the applicant's own story and has none is declined before payment
    // (assessQuestion says no-episode): it takes no material from the answers that will be written.
    const declined = kind.need === 'episode' && !sources.some((x) => answering.has(x.ref));
    return { i, kind, sources, answering, want, have: 0, declined };
  });
  const order = [...views]
    .filter((v) => !v.declined)
    .sort((a, b) => RANK[a.kind.need] - RANK[b.kind.need] || a.i - b.i);
  const confession = (src: Source) =>
    src.kind === 'episode' && (src.tags.includes('failure') || src.tags.includes('conflict'));
  const tell = (v: (typeof views)[number], src: Source) => {
    plans[v.i].tell.push(src.ref);
    toldBy.set(src.ref, v.i);
    v.have += size(src);
  };
  // 1. The source that answers each question (its own story first).
  for (const v of order) {
    const best = v.sources
      .filter((x) => !toldBy.has(x.ref) && (v.kind.need === 'entries' || v.answering.has(x.ref)))
      .filter((x) => v.kind.need !== 'entries' || !confession(x))
      .sort((a, b) => b.score - a.score)[0];
    if (best) tell(v, best);
  }
  // 2. Then, answer by answer, the best remaining source until each has the material its band wants.
  for (let round = 0; round < 20; round++) {
    let gave = false;
    for (const v of [...order].sort((a, b) => a.have / a.want - b.have / b.want)) {
      if (v.have >= v.want) continue;
      const next = v.sources
        .filter((x) => !toldBy.has(x.ref) && !confession(x))
        .sort((a, b) => b.score - a.score)[0];
      if (next) {
        tell(v, next);
        gave = true;
      }
    }
    if (!gave) break;
  }
  // 3. Mentions: a source told elsewhere may appear in one more answer, once.
  for (const v of order) {
    const more = v.sources
      .filter(
        (x) => toldBy.has(x.ref) && toldBy.get(x.ref) !== v.i && !mentionedBy.has(x.ref) && !confession(x),
      )
      .sort((a, b) => b.score - a.score)
      .slice(0, 2);
    for (const x of more) {
      plans[v.i].mention.push(x.ref);
      mentionedBy.set(x.ref, v.i);
    }
  }
  return plans;
}
