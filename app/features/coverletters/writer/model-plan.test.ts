import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { modelPlan } from './model-plan';
import type { CoverLetterRequest } from '~/integrations/ai/types';

const person = JSON.parse(
  fs.readFileSync('bench/coverletter-plans/tuning/ko-logistics-analyst.json', 'utf8'),
);
const req = (motives?: CoverLetterRequest['motives']): CoverLetterRequest => ({
  lang: 'ko',
  temperature: 0.7,
  minLetter: 300,
  maxLetter: 1000,
  question: { text: '지원 동기를 적어 주세요.', type: 'CUSTOM', intent: 'motivation' },
  profile: { name: person.name, sections: person.sections },
  target: { companyName: '한빛물류', postingTitle: null, cultureTags: ['balance'], industry: null },
  motives,
  culture: null,
  seed: 1,
});

describe('the model path gets the same plan and material', () => {
  it("gives the model the plan's parts with the member's own fields", () => {
    const { rules, lines } = modelPlan(req(person.motives));
    expect(lines[0]).toContain('ANSWER_PLAN (kind: motivation');
    expect(lines.join('\n')).toContain(person.motives.whyCompany);
    expect(lines.join('\n')).toContain('물류 데이터 분석 및 개선 과제 발굴');
    expect(rules.join('\n')).toContain('never the applicant’s reason');
  });
  it('adds nothing to a request without the application’s material', () => {
    expect(modelPlan(req())).toEqual({ rules: [], lines: [] });
  });
});
