// The model path's answer plan (ADR 0038): the same plan and material the built-in writer uses, given to
// the model as rules and as MATERIAL per part, so a model answer has the same parts, from the same fields,
// and goes through the same tracer (which checks motives, plans and lessons against these fields).
import { PLANS, planNeeds, type MaterialField } from './plans';
import { postingDuties } from './posting';
import type { CoverLetterRequest } from '~/integrations/ai/types';

const PART_NAME = { A: 'ANSWER', S: 'STORY', M: 'MEANING', L: 'LINK' } as const;

/** The rules and material lines a planned request adds to the model's prompt (none without material). */
export function modelPlan(req: CoverLetterRequest): { rules: string[]; lines: string[] } {
  if (!req.motives) return { rules: [], lines: [] };
  const s = req.profile.sections;
  const m = req.motives;
  const allowed = req.plan?.tell.filter((r) => r.startsWith('episode:')).map((r) => Number(r.slice(8)));
  const exclude = new Set(allowed ? s.episodes.map((_, i) => i).filter((i) => !allowed.includes(i)) : []);
  const needs = planNeeds(req.question, { sections: s, motives: m }, exclude);
  const e = needs.episode == null ? null : s.episodes[needs.episode];
  const value = (f: MaterialField): string => {
    if (f === 'posting.duty')
      return postingDuties(m.postingText)
        .map((d) => d.text)
        .join(' / ');
    if (f.startsWith('motives.')) return m[f.slice(8) as 'plan'] ?? '';
    if (f.startsWith('episode.') && e) return String(e[f.slice(8) as 'situation'] ?? '');
    return '';
  };
  const plan = PLANS[needs.kind];
  const lines = [
    `ANSWER_PLAN (kind: ${needs.kind}; write the parts in this order, each from its MATERIAL only):`,
    ...plan.parts.map((p) => {
      const fields = p.part === 'S' ? p.from : needs.fields[p.part] ? [needs.fields[p.part]!] : [];
      const material = fields.map((f) => `${f}: ${JSON.stringify(value(f))}`).join('; ');
      return `- ${p.part} ${PART_NAME[p.part]}: ${material || '(none given: leave this part out)'}`;
    }),
    `MAIN_EPISODE: ${needs.episode == null ? '(none)' : `[episode:${needs.episode}] ${JSON.stringify(e)}`}`,
    `MEMBER_REASONS: ${JSON.stringify({ whyIndustry: m.whyIndustry, whyCompany: m.whyCompany, whyJob: m.whyJob, plan: m.plan })}`,
    `POSTING_DUTIES: ${JSON.stringify(postingDuties(m.postingText).map((d) => d.text))}`,
  ];
  const rules = [
    'A. Follow ANSWER_PLAN: the first sentence answers the question from the ANSWER material (두괄식); tell MAIN_EPISODE once (its situation in one sentence, the applicant’s own part and action, the result with its figure); then its meaning; then the link.',
    'B. State a reason, plan, strength or lesson only as MEMBER_REASONS or the episode’s shows/learned/role/otherSide/myPart state it. The company’s culture tags and industry are facts about the company, never the applicant’s reason.',
    'C. Tell each figure once; never restate a résumé line that tells the same figure as the episode.',
    'D. Close with the LINK: a POSTING_DUTIES line the story meets, in the posting’s words, or the applicant’s plan.',
  ];
  return { rules, lines };
}
