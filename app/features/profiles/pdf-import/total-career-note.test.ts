import { describe, expect, it } from 'vitest';
import { isTotalCareerNote } from './total-career-row';
import { parseResumeText } from './parse';

describe("a job site's total career in the works heading's bar, over a table of jobs", () => {
  it('is no job', () => {
    const parsed = parseResumeText(
      [
        '윤가람',
        '',
        '경력사항\t총 경력 7년 3개월',
        '',
        '근무기간\t회사명\t직급\t담당업무',
        '2018.09 ~ 재직중\t(주)미래로지스\t과장\t물류센터 운영',
      ].join('\n'),
    );
    expect(parsed.sections.works.map((w) => w.company)).toEqual(['(주)미래로지스']);
  });

  it('is only the length with its label, or "총" before it', () => {
    expect(isTotalCareerNote('총 경력 7년 3개월')).toBe(true);
    expect(isTotalCareerNote('총 9년 2개월')).toBe(true);
    expect(isTotalCareerNote('경력 합계 : 11개월')).toBe(true);
    expect(isTotalCareerNote('7년 3개월')).toBe(false);
    expect(isTotalCareerNote('총 경력 7년 3개월 (물류 5년)')).toBe(false);
  });
});
