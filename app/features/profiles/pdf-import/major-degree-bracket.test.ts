import { describe, expect, it } from 'vitest';
import { withoutDegreeBracket } from './major-degree-bracket';
import { parseResumeText } from './parse';

describe('a major with its degree in brackets after it', () => {
  it('is the major without the degree', () => {
    expect(withoutDegreeBracket('환경공학과 (공학석사)')).toBe('환경공학과');
    expect(withoutDegreeBracket('경영학과 (경영학사)')).toBe('경영학과');
    expect(withoutDegreeBracket('Teknik Sipil (S1)')).toBe('Teknik Sipil');
    expect(withoutDegreeBracket('Economics (BSc)')).toBe('Economics');
    const { sections } = parseResumeText(
      [
        '학력사항',
        '대학교',
        '학교명: 부경대학교',
        '전공: 환경공학과 (공학사)',
        '기간: 2011. 3. ~ 2015. 2. (졸업)',
      ].join('\n'),
    );
    expect(sections.educations[0].major).toBe('환경공학과');
  });

  it('keeps other brackets, and a degree alone', () => {
    expect(withoutDegreeBracket('경영학과 (복수전공: 통계학)')).toBe('경영학과 (복수전공: 통계학)');
    expect(withoutDegreeBracket('Computer Science (Honours)')).toBe('Computer Science (Honours)');
    expect(withoutDegreeBracket('(공학사)')).toBe('(공학사)');
  });
});
