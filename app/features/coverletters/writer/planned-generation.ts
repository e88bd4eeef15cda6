// One generation's answers from their plans (ADR 0038): each answer tells its own episodes, none told in
// another answer. The answers whose plan requires a tagged story (failure, conflict, weakness) choose
// first, then those with the fewest fitting episodes; then the episodes left are shared out, one at a time,
// to the answer furthest from its band, so a long answer gets more stories and no story is told twice.
import type { ResumeSections } from '#db/schema/profiles';
import { measure } from '../counting';
import { composePlanned } from './planned';
import { PLANS, candidateEpisodes, planKind, planNeeds } from './plans';
import type { CoverLetterRequest, SourceRef } from '~/integrations/ai/types';

export type PlannedGenerationRequest = Omit<CoverLetterRequest, 'seed' | 'temperature' | 'plan'>;

export function planAnswers(
  sections: ResumeSections,
  requests: PlannedGenerationRequest[],
): { tell: SourceRef[]; mention: SourceRef[] }[] {
  const taken = new Set<number>();
  const mains: (number | null)[] = requests.map(() => null);
  const order = requests
    .map((r, i) => {
      const plan = PLANS[planKind(r.question)];
      return { i, tagged: !!plan.episodeTags, n: candidateEpisodes(plan, sections).length };
    })
    .sort((a, b) => Number(b.tagged) - Number(a.tagged) || a.n - b.n || a.i - b.i);
  for (const { i } of order) {
    const r = requests[i]!;
    const needs = planNeeds(r.question, { sections, motives: r.motives }, taken);
    if (needs.episode != null && !needs.missing.length) {
      mains[i] = needs.episode;
      taken.add(needs.episode);
    }
  }
  const tell: number[][] = mains.map((m) => (m == null ? [] : [m]));
  const full = (r: PlannedGenerationRequest) => ({ ...r, seed: 1, temperature: 0.7 });
  const length = (i: number) => {
    const p = composePlanned({ ...full(requests[i]!), plan: { tell: tell[i]!.map(ref), mention: [] } });
    return p.ok ? measure(p.text, requests[i]!.limitType ?? 'with-spaces') : 0;
  };
  const gap = (i: number) => {
    const r = requests[i]!;
    return (r.minLetter + r.maxLetter) / 2 - length(i);
  };
  const rest = (sections.episodes ?? []).map((_, k) => k).filter((k) => !taken.has(k));
  for (const k of rest) {
    const open = tell
      .map((t, i) => ({ i, g: t.length ? gap(i) : -Infinity }))
      .filter((x) => x.g > 0)
      .sort((a, b) => b.g - a.g);
    if (!open.length) break;
    tell[open[0]!.i]!.push(k);
  }
  return tell.map((t) => ({ tell: t.map(ref), mention: [] }));
}

const ref = (i: number): SourceRef => `episode:${i}`;
