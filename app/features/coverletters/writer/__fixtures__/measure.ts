// Measures for the writer's tests: the share of sentences two people's letters share once each person's
// own names and figures are masked, and the questions the tests ask (ko/en, the kinds Korean companies ask).
import { splitList, splitSentences } from '../text';
import type { QuestionIntent, ResumeProfile } from '~/integrations/ai/types';

export const QUESTIONS: { key: string; intent: QuestionIntent; ko: string; en: string }[] = [
  {
    key: 'motivation',
    intent: 'motivation',
    ko: '이 직무에 지원한 동기를 구체적으로 작성해 주세요.',
    en: 'Describe in detail why you are applying for this role.',
  },
  {
    key: 'company',
    intent: 'company',
    ko: '{company}에 지원한 동기와 입사 후 이루고 싶은 목표를 작성해 주세요.',
    en: 'Why are you applying to {company}, and what do you want to achieve there?',
  },
  {
    key: 'growth',
    intent: 'growth',
    ko: '본인의 성장 과정과 그 과정에서 배운 점을 작성해 주세요.',
    en: 'Describe how you have grown and what you learned along the way.',
  },
  {
    key: 'strengths',
    intent: 'strengths',
    ko: '본인의 강점과 그 강점을 발휘한 경험을 작성해 주세요.',
    en: 'What is your main strength, and when did it make a difference?',
  },
  {
    key: 'weakness',
    intent: 'strengths',
    ko: '본인의 장점과 단점을 작성해 주세요.',
    en: 'What are your strengths and weaknesses?',
  },
  {
    key: 'failure',
    intent: 'failure',
    ko: '실패했거나 어려움을 극복한 경험을 작성해 주세요.',
    en: 'Tell us about a time you failed and what you did next.',
  },
  {
    key: 'conflict',
    intent: 'teamwork',
    ko: '동료와 갈등을 겪고 해결한 경험을 작성해 주세요.',
    en: 'Describe a conflict with a colleague and how you resolved it.',
  },
  {
    key: 'problem',
    intent: 'problem',
    ko: '문제를 해결한 경험을 작성해 주세요.',
    en: 'Describe a problem you solved.',
  },
  {
    key: 'data',
    intent: 'data',
    ko: '데이터를 근거로 결정한 경험을 작성해 주세요.',
    en: 'Describe a decision you made based on data.',
  },
  {
    key: 'leadership',
    intent: 'leadership',
    ko: '팀을 이끈 경험을 작성해 주세요.',
    en: 'Tell us about a time you led a team.',
  },
  {
    key: 'competency',
    intent: 'competency',
    ko: '지원 직무에 필요한 역량을 갖추기 위해 노력한 경험을 작성해 주세요.',
    en: 'What skills and experience make you a fit for this role?',
  },
];

/** The person's own names (companies, roles, schools, skills …), longest first, for masking. */
export function ownNames(p: ResumeProfile, extra: string[] = []): string[] {
  const s = p.sections;
  return [
    ...s.works.flatMap((w) => [w.company, w.position]),
    ...s.educations.flatMap((e) => [e.school, e.major]),
    ...s.projects.flatMap((x) => [x.projectName, ...splitList(x.technologiesUsed)]),
    ...s.skills,
    ...s.certifications.flatMap((c) => [c.certificationName, c.certificationIssuedBy]),
    ...s.awards.flatMap((a) => [a.awardName, a.awardIssuedBy]),
    ...s.languages.flatMap((l) => [l.languageName, l.languageDetail]),
    ...(s.episodes ?? []).flatMap((e) => [e.org, e.title]),
    ...extra,
  ]
    .map((x) => (x ?? '').trim())
    .filter((x) => x.length >= 2)
    .sort((a, b) => b.length - a.length);
}

/** A sentence with the person's names and every figure masked. */
export function masked(sentence: string, names: string[]): string {
  let t = sentence;
  for (const n of names) t = t.split(n).join('§');
  return t
    .replace(/\d[\d.,]*/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Share of sentences whose masked form also appears in another person's letters. */
export function sharedAcrossPeople(letters: { person: string; text: string; names: string[] }[]) {
  const owners = new Map<string, Set<string>>();
  const all: { person: string; m: string }[] = [];
  for (const l of letters)
    for (const s of splitSentences(l.text)) {
      const m = masked(s, l.names);
      all.push({ person: l.person, m });
      owners.set(m, (owners.get(m) ?? new Set()).add(l.person));
    }
  const shared = all.filter((x) => owners.get(x.m)!.size > 1);
  return { share: all.length ? shared.length / all.length : 0, total: all.length, shared };
}
