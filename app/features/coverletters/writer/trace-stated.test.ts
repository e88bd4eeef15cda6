// The tracer covers motives, plans and lessons (ADR 0038): a sentence stating one traces to the member's
// own field for it, or it is marked — a company's culture tag is never the member's reason.
import { describe, expect, it } from 'vitest';
import type { ResumeSections } from '#db/schema/profiles';
import { traceLetter } from './trace';

const sections = {
  person: {},
  educations: [],
  works: [
    {
      company: '한빛물류',
      position: '데이터 분석가',
      achievements: '주간 물동량 대시보드 구축',
      start: '2021.03',
      end: '',
    },
  ],
  skills: ['SQL'],
  certifications: [],
  languages: [],
  projects: [],
  awards: [],
  episodes: [
    {
      title: '출고 지연',
      org: '한빛물류',
      start: '2022.03',
      end: '2022.06',
      situation: '출고 지연 문의가 하루 40건을 넘었습니다.',
      action: '주문 데이터를 시간대별로 나눠 병목 구간을 찾았습니다.',
      result: '지연 문의가 하루 12건으로 줄었습니다.',
      learned: '추측보다 데이터를 먼저 봐야 한다는 것',
      shows: '숫자로 원인을 좁히는 힘',
      tags: ['problem'],
      print: false,
    },
  ],
} as unknown as ResumeSections;
const motives = {
  whyIndustry: '',
  whyCompany: '한빛물류의 당일 배송 확대 계획에 데이터로 기여하고 싶습니다.',
  whyJob: '',
  plan: '첫해에는 출고 지연 지표를 만들겠습니다.',
  postingText: '[주요업무]\n- 물류 데이터 분석 및 개선 과제 발굴',
};
const target = { companyName: '대한시스템즈', postingTitle: null, cultureTags: ['balance'], industry: null };
const trace = (text: string, m: typeof motives | null = motives) =>
  traceLetter(text, { lang: 'ko', profile: { name: null, sections }, target, question: null, motives: m })
    .sentences[0];

describe('tracing motives, plans and lessons', () => {
  it("traces the member's own reason, plan and lesson to their fields", () => {
    expect(trace('한빛물류의 당일 배송 확대 계획에 데이터로 기여하고 싶습니다.')).toMatchObject({
      source: 'motive:whyCompany',
    });
    expect(trace('첫해에는 출고 지연 지표를 만들겠습니다.')?.source).not.toBeNull();
    expect(trace('이 일로 추측보다 데이터를 먼저 봐야 한다는 것을 배웠습니다.')?.source).not.toBeNull();
  });

  it('marks a culture tag stated as the member’s reason, and a plan or lesson they never gave', () => {
    expect(trace('대한시스템즈가 내세우는 일과 삶의 균형도 지원을 결정한 이유입니다.')).toMatchObject({
      source: null,
      reason: 'motive',
    });
    expect(trace('입사 후에는 글로벌 물류 플랫폼을 새로 만들겠습니다.')).toMatchObject({
      source: null,
      reason: 'plan',
    });
    expect(trace('이 일로 리더는 먼저 희생해야 한다는 것을 배웠습니다.')?.source).toBeNull();
  });

  it('marks a stated plan when the member gave none', () => {
    expect(trace('첫해에는 출고 지연 지표를 만들겠습니다.', null)).toMatchObject({
      source: null,
      reason: 'plan',
    });
  });
});
