import { describe, expect, it } from 'vitest';
import { isTotalCareerRow } from './total-career-row';
import { parseResumeText } from './parse';

describe('a "총 경력" row among the person\'s rows', () => {
  it('opens no works and gives no company', () => {
    const parsed = parseResumeText(
      [
        '경력기술서',
        '성명\t윤서하\t생년월일\t1990. 2. 8.',
        '총 경력\t9년 2개월 (게임 서버 개발 7년 4개월)',
        '',
        '경력 사항',
        '▶ 넥슨코리아\t2019. 10. ~ 현재',
      ].join('\n'),
    );
    expect(parsed.sections.works.map((w) => w.company)).toEqual(['넥슨코리아']);
  });

  it('leaves a heading "총 경력" with its length in brackets, and other labels, alone', () => {
    expect(isTotalCareerRow('총 경력 (5년 3개월)')).toBe(false);
    expect(isTotalCareerRow('경력\t9년 2개월')).toBe(false);
    expect(isTotalCareerRow('총 경력\t넥슨코리아')).toBe(false);
    expect(isTotalCareerRow('총경력\t8개월')).toBe(true);
  });
});
