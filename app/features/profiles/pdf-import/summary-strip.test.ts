import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { summaryStripLines } from './summary-strip';

const kindOf = (t: string) => ({ 경력: 'works', 학력: 'educations', 자격증: 'certifications' })[t.trim()] ?? null;

describe("a job portal's summary strip (summary-strip.ts)", () => {
  it('finds a label row naming two sections over its value row', () => {
    const lines = ['학력\t경력\t희망지역', '', '전문대학 졸업\t3년 1개월\t부산 전체', '', '경력'];
    expect([...summaryStripLines(lines, kindOf)]).toEqual([0, 1, 2]);
  });
  it('leaves sections side by side, a header row of one section and a row over dated cells', () => {
    expect(summaryStripLines(['학력\t자격증', '○○대학교\t정보처리기사'], kindOf).size).toBe(0);
    expect(summaryStripLines(['경력\t회사명\t직위', '2019.03 ~ 2021.02\t가나물산\t사원'], kindOf).size).toBe(0);
    expect(summaryStripLines(['학력\t경력\t자격증', '2015.03 ~ 2019.02\t2019.03 ~ 현재\t2018.05'], kindOf).size).toBe(0);
    expect(summaryStripLines(['자격증\t경력\t수준', '', '지게차\t2년\t상', '', '굴착기\t1년\t중'], kindOf).size).toBe(0);
  });
  it('reads the sections under a strip, the strip no entry', () => {
    const { sections } = parseResumeText(
      [
        '한지우',
        '휴대폰\t010-3321-5570',
        '',
        '학력\t경력\t희망지역',
        '',
        '전문대학 졸업\t3년 1개월\t부산 전체',
        '',
        '경력',
        '',
        '2022.05 ~ 현재\t해오름제과',
        '생산팀 / 주임',
        '',
        '학력',
        '',
        '2017.03 ~ 2019.02\t부산과학기술대학교 식품영양과 졸업',
      ].join('\n'),
    );
    expect(sections.works.map((w) => [w.company, w.position])).toEqual([['해오름제과', '생산팀 주임']]);
    expect(sections.educations.map((e) => e.school)).toEqual(['부산과학기술대학교']);
  });
});

describe("a portal's kind of school after the school's name (education.ts, school-summary.ts)", () => {
  it('drops "대학교(4년)" after the name', () => {
    const { sections } = parseResumeText(
      ['학력', '2012.03 ~ 2016.02\t한빛여자대학교 대학교(4년)', '졸업', '식품공학과'].join('\n'),
    );
    expect(sections.educations.map((e) => [e.school, e.gradLevel])).toEqual([['한빛여자대학교', 'university']]);
  });
  it('keeps a bracket that is no length of study', () => {
    const { sections } = parseResumeText(['학력', '2012.03 ~ 2016.02\t한빛대학교 대학원(야간)', '졸업'].join('\n'));
    expect(sections.educations[0]?.school).not.toBe('한빛대학교');
  });
});
