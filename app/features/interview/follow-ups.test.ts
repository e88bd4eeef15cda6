// Follow-ups (꼬리 질문) are chosen from what the member's practice answer says (issue 40): the figure it
// gives, the "we" it hides behind, the person it names, the lesson it draws, the outcome it leaves out —
// so two answers to one question get different follow-ups, each quoting the answer, in ko, en and id.
import { describe, expect, it } from 'vitest';
import { selfCheck } from './self-check';
import type { QuestionKind } from './templates';
import type { InterviewLang } from './text';

function followUps(lang: InterviewLang, answer: string, kind: QuestionKind = 'action') {
  return selfCheck({
    answer,
    lang,
    kind,
    question: 'q',
    source: 's',
    letter: '',
    knownNames: [],
    budgetSeconds: 90,
  }).followUps;
}

const CASES = {
  ko: {
    team: '팀원들과 함께 출고 순서를 다시 짰고 지연이 12건에서 3건으로 줄었습니다.',
    teamQuotes: ['12건', '팀원들과'],
    boss: '팀장님이 반대하셔서 제가 혼자 자료를 모았습니다.',
    bossQuotes: ['팀장'],
    outcome: /결과는 어땠/,
    lesson: '이 일로 작은 기록이 설득의 근거가 된다는 것을 배웠습니다.',
    since: /다시 써 본 적/,
  },
  en: {
    team: 'We rebuilt the schedule together with my team and cut delays from 12 a week to 3.',
    teamQuotes: ['12 a week', 'We rebuilt'],
    boss: 'My manager was unsure, so I collected the records on my own.',
    bossQuotes: ['manager'],
    outcome: /What was the outcome/,
    lesson: 'It taught me that small records are what persuades people.',
    since: /used that experience again/,
  },
  id: {
    team: 'Kami menyusun ulang jadwal bersama tim dan keterlambatan berkurang dari 12 kasus menjadi 3.',
    teamQuotes: ['12 kasus', 'Kami'],
    boss: 'Atasan saya ragu, jadi saya mengumpulkan catatan itu sendiri.',
    bossQuotes: ['Atasan'],
    outcome: /Apa hasilnya/,
    lesson: 'Dari situ saya belajar bahwa catatan kecil bisa meyakinkan orang.',
    since: /memakai pengalaman itu lagi/,
  },
} as const;

describe.each(Object.keys(CASES) as InterviewLang[])('%s: follow-ups from the practice answer', (lang) => {
  const c = CASES[lang];

  it('quote the figure and the “we” of an answer that gives them', () => {
    const f = followUps(lang, c.team);
    expect(f.length).toBeGreaterThanOrEqual(2);
    for (const piece of c.teamQuotes) expect(f.join('\n')).toContain(piece);
  });

  it('ask for the view of the person an answer names, and for the outcome it leaves out', () => {
    const f = followUps(lang, c.boss);
    for (const piece of c.bossQuotes) expect(f.join('\n')).toContain(piece);
    expect(f.some((x) => c.outcome.test(x))).toBe(true);
    // The answer that told its outcome is not asked for one.
    expect(followUps(lang, c.team).some((x) => c.outcome.test(x))).toBe(false);
  });

  it('ask where a lesson the answer draws was used since, whatever the question was about', () => {
    expect(followUps(lang, c.lesson, 'figure').some((x) => c.since.test(x))).toBe(true);
    expect(followUps(lang, c.boss).some((x) => c.since.test(x))).toBe(false);
  });

  it('differ for two answers to the same question', () => {
    expect(followUps(lang, c.team)).not.toEqual(followUps(lang, c.boss));
  });
});
