// A combined 자격증 · 어학 · 수상 grid under a header whose cells hold two titles joined by a middle dot
// ("발행처 · 기관", "점수 · 등급"): the header is a header row, so each row's first cell is its kind, never a
// heading, and the header itself no certificate.
import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { isHeaderRow } from './table';

describe('a header cell of two titles joined by a middle dot', () => {
  it('makes a header row, and the kind-column grid reads by its kinds', () => {
    expect(isHeaderRow('구분\t명칭\t발행처 · 기관\t점수 · 등급\t취득일')).toBe(true);
    const { sections } = parseResumeText(
      [
        '윤하린',
        '자격증 · 어학 · 수상',
        '구분\t명칭\t발행처 · 기관\t점수 · 등급\t취득일',
        '자격증\t정보처리기사\t한국산업인력공단\t-\t2019.05',
        '어학\tTOEIC\tETS\t905점\t2024.01',
        '수상\t해커톤 대상\t한국정보화진흥원\t-\t2020.11',
      ].join('\n'),
    );
    expect(sections.certifications.map((c) => c.certificationName)).toEqual(['정보처리기사']);
    expect(sections.languages).toEqual([
      { languageName: '영어', languageDetail: 'TOEIC 905점', languageLevel: 'advanced' },
    ]);
    expect(sections.awards.map((a) => a.awardName)).toEqual(['해커톤 대상']);
  });

  it('leaves a row of values joined by middle dots alone', () => {
    expect(isHeaderRow('2019.05\t정보처리기사 · 필기\t한국산업인력공단')).toBe(false);
    expect(isHeaderRow('품질팀 · 대리\t(주)한빛 · 서울')).toBe(false);
  });
});
