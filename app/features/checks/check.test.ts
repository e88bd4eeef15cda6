import { describe, expect, it } from 'vitest';
import { lengthFindings } from './length';
import { runChecks } from './check';
import { excerpt, sentences, textLang } from './text';
import type { ResumeProfile } from '~/integrations/ai/types';

const koOps: ResumeProfile = {
  name: null,
  sections: {
    person: { country: '', region: '', address: '', birthYear: '', birthMonth: '' },
    educations: [],
    works: [
      {
        company: '주식회사 로드웨이',
        position: '백엔드 팀장',
        achievements: '배차 계산 시간을 40초에서 6초로 단축했습니다.',
        start: '2019.07',
        end: '',
      },
    ],
    skills: ['Go'],
    certifications: [],
    languages: [],
    projects: [],
    awards: [],
    episodes: [],
  },
};

describe('the whole check', () => {
  const ctx = {
    lang: 'ko' as const,
    blind: true,
    terms: ['한빛물류', '주식회사 로드웨이'],
    schools: ['부산대학교'],
    otherAnswers: [],
    question: { text: '지원 동기를 기술해 주십시오.', maxLength: 100, limitType: 'with-spaces' as const },
  };

  it('gives a score line of what to fix and what to consider, in text order', () => {
    const text =
      '저는 어려서부터 물류에 관심이 많았습니다. 부산대학교를 나와 주식회사 로드웨이에서 일이 잘 되서 매출을 900% 늘렸습니다.';
    const report = runChecks(text, ctx, {}, koOps);
    const kinds = report.findings.map((f) => f.kind);
    expect(kinds).toEqual(expect.arrayContaining(['length', 'cliche', 'blind', 'spelling', 'claim']));
    expect(report.score.fix).toBe(report.findings.filter((f) => f.severity === 'fix').length);
    expect(report.spelled).toBe(true);
    const starts = report.findings.map((f) => f.range[0]);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('flags no blind-hiring finding when the switch is off, and says spelling was not checked without a dictionary', () => {
    const report = runChecks('부산대학교를 나왔습니다.', { ...ctx, blind: false }, null);
    expect(report.findings.some((f) => f.kind === 'blind')).toBe(false);
    expect(report.spelled).toBe(false);
  });

  it('measures length by the question’s rule', () => {
    expect(lengthFindings('가'.repeat(120), ctx.question)[0].message).toBe('length.over');
    expect(
      lengthFindings('가 '.repeat(45), { ...ctx.question, limitType: 'without-spaces' })[0].message,
    ).toBe('length.under');
    expect(lengthFindings('가'.repeat(85), ctx.question)).toEqual([]);
  });

  it('splits sentences, quotes excerpts and tells a Korean answer on an English page', () => {
    expect(sentences('오류율 3.5%를 줄였습니다. 다음!')).toEqual([
      [0, 16],
      [17, 20],
    ]);
    expect(excerpt('a'.repeat(200), [100, 105], 20)).toMatch(/^…a+…$/);
    expect(textLang('저는 개발자입니다', 'en')).toBe('ko');
    expect(textLang('I am a developer', 'ko')).toBe('en');
  });
});
