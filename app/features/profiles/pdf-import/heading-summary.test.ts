import { describe, expect, it } from 'vitest';
import { headingWithoutSummary } from './heading-summary';
import { headingOf } from './sections';

const kindOf = (t: string) =>
  t === '경력' || t === '경력 사항' ? 'works' : t === '학력' ? 'educations' : null;

describe("a job site's summary beside a works or education heading", () => {
  it('is dropped, in the heading cell or the next', () => {
    expect(headingWithoutSummary('경력 총 4년 11개월', kindOf)).toBe('경력');
    expect(headingWithoutSummary('경력 사항 총 경력 2년', kindOf)).toBe('경력 사항');
    expect(headingWithoutSummary('학력 고등학교 졸업', kindOf)).toBe('학력');
    expect(headingWithoutSummary('학력\t최종학력 : 대학원 석사 졸업', kindOf)).toBe('학력');
    expect(headingOf('경력 총 4년 11개월')).toMatchObject({ kind: 'works', rest: '' });
    expect(headingOf('학력\t최종학력 | 대학교(4년) 졸업')).toMatchObject({ kind: 'educations', rest: '' });
  });

  it('leaves a heading beside anything else, and lines that are no heading, alone', () => {
    expect(headingWithoutSummary('경력\t(주)한빛 2019 ~ 현재', kindOf)).toBeNull();
    // A career's length in a cell of its own is left to the job reader, as before.
    expect(headingWithoutSummary('경력\t총 8년 2개월', kindOf)).toBeNull();
    expect(headingWithoutSummary('학력\t서울대학교 졸업', kindOf)).toBeNull();
    expect(headingWithoutSummary('경력 3년 이상 우대', kindOf)).toBeNull();
    expect(headingWithoutSummary('자격증 총 3개', kindOf)).toBeNull();
    expect(headingWithoutSummary('2019.03 ~ 2021.02\t8년 2개월', kindOf)).toBeNull();
    // The note alone in its cell is no heading beside the heading.
    expect(
      headingWithoutSummary('최종학력 | 대학교(4년) 졸업', (t) => (/학력/.test(t) ? 'educations' : null)),
    ).toBeNull();
  });
});
