import { describe, expect, it } from 'vitest';
import { levelWord } from './language-level-phrases';
import { parseLanguages } from './languages';
import { levelAfterSkillWord } from './skill-word-before-level';

describe('a Korean level written after the skill it is about', () => {
  it('reads the word after 회화/작문/독해 as the level', () => {
    expect(levelAfterSkillWord('작문 중급')).toBe('중급');
    expect(levelWord('회화 유창')).toBe('advanced');
    expect(levelWord('독해 초급')).toBe('beginner');
    expect(
      parseLanguages(['일본어 · 회화 유창\tJLPT N1\t2022.07']).map((l) => [l.languageName, l.languageLevel, l.languageDetail]),
    ).toEqual([['일본어', 'advanced', 'JLPT N1']]);
  });

  it('leaves other pieces alone', () => {
    expect(levelAfterSkillWord('일상 회화')).toBeNull();
    expect(levelAfterSkillWord('회화 수업 수강')).toBeNull();
    expect(levelWord('회화 스터디')).toBeNull();
    expect(levelWord('일상 회화')).toBe('intermediate');
  });
});
