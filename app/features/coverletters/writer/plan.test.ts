import { describe, expect, it } from 'vitest';
import { koOps } from './__fixtures__/resumes';
import { assessQuestion } from './assess';
import { composeLetter } from './composer';
import { planGeneration, type PlanRequest } from './plan';
import type { CoverLetterRequest } from '~/integrations/ai/types';

const target = { companyName: '한빛물류', postingTitle: '백엔드 개발자', cultureTags: [], industry: '물류' };
const q = (text: string, minLetter = 700, maxLetter = 1000): PlanRequest => ({
  lang: 'ko',
  minLetter,
  maxLetter,
  question: { text, type: 'CUSTOM', intent: 'competency' },
  target,
});

describe('planGeneration', () => {
  const requests = [
    q('실패를 경험하고 극복한 사례를 작성해 주세요.'),
    q('동료와 갈등을 겪고 해결한 경험을 작성해 주세요.'),
    q('지원 동기를 작성해 주세요.'),
  ];
  const plans = planGeneration(koOps.sections, requests);

  it('tells each entry and episode in at most one answer, and mentions it in at most one more', () => {
    const told = plans.flatMap((p) => p.tell);
    expect(new Set(told).size).toBe(told.length);
    const mentioned = plans.flatMap((p) => p.mention);
    expect(new Set(mentioned).size).toBe(mentioned.length);
    plans.forEach((p) => p.mention.forEach((m) => expect(p.tell).not.toContain(m)));
  });

  it('gives the failure answer the failure episode and the conflict answer the conflict episode', () => {
    expect(plans[0].tell[0]).toBe('episode:0');
    expect(plans[1].tell[0]).toBe('episode:1');
    expect(plans[2].tell).not.toContain('episode:0');
    expect(plans[2].tell).not.toContain('episode:1');
  });

  it('the letters follow the plan: an episode’s own words appear in one answer only', () => {
    const letters = requests.map((r, i) => {
      const req: CoverLetterRequest = {
        ...r,
        temperature: 0.7,
        seed: 11 + i,
        profile: koOps,
        culture: null,
        plan: plans[i],
      };
      return composeLetter(req);
    });
    const failureAction = '밀린 배차 요청 8,000건을 순서대로 다시 처리하는 스크립트';
    const conflictAction = '지난 3개월 배차 기록 42만 건으로';
    expect(letters.filter((l) => l.includes(failureAction))).toHaveLength(1);
    expect(letters.filter((l) => l.includes(conflictAction))).toHaveLength(1);
    expect(letters[0]).toContain(failureAction);
    expect(letters[1]).toContain(conflictAction);
  });

  it('assess reads the plan: a plan that leaves an answer little material says short', () => {
    const narrow = planGeneration(koOps.sections, [
      q('지원 동기를 작성해 주세요.', 2000, 3000),
      q('입사 후 포부를 작성해 주세요.', 2000, 3000),
      q('직무 역량을 작성해 주세요.', 2000, 3000),
    ]);
    const a = assessQuestion({
      ...q('직무 역량을 작성해 주세요.', 2000, 3000),
      profile: koOps,
      culture: null,
      plan: narrow[2],
    });
    expect(a.fit).toBe('short');
    expect(a.supported).toBeLessThan(2000);
  });
});
