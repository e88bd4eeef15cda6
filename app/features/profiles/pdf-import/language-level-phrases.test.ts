import { describe, expect, it } from 'vitest';
import { dotRating, isTakenDate, levelWord, nameThenLevel } from './language-level-phrases';
import { parseLanguages } from './languages';

const read = (lines: string[]) =>
  parseLanguages(lines).map((l) => [l.languageName, l.languageLevel, l.languageDetail]);

describe('a level worded as a phrase, after the name, or as dots', () => {
  it('"… proficiency" and "… level" phrases are levels (en, ko, id)', () => {
    expect(
      read(['Portuguese: Limited working proficiency', 'Swedish: Native or bilingual proficiency']),
    ).toEqual([
      ['Portuguese', 'intermediate', ''],
      ['Swedish', 'professional', ''],
    ]);
    expect(levelWord('Intermediate level')).toBe('intermediate');
    expect(levelWord('고급 수준')).toBe('advanced');
  });

  it('a name then its CEFR level or test opens a language of its own', () => {
    expect(read(['Italian B2', 'Dutch A1'])).toEqual([
      ['Italian', 'intermediate', ''],
      ['Dutch', 'beginner', ''],
    ]);
    expect(nameThenLevel('Bahasa Jepang N3')).toBe(false);
    expect(nameThenLevel('Bahasa Jepang JLPT N3')).toBe(true);
  });

  it('a rating in dots gives the level, on the line or under the name', () => {
    expect(read(['Thai ●●●○○', 'Spanish ★★★★★'])).toEqual([
      ['Thai', 'intermediate', ''],
      ['Spanish', 'professional', ''],
    ]);
    expect(dotRating('Vietnamese ■■□□□')).toEqual({ name: 'Vietnamese', level: 'beginner' });
  });

  it('the day a test was taken, with its word, is no part of the score', () => {
    expect(read(['독일어 Goethe B1 (2018.11 응시)'])).toEqual([['독일어', 'intermediate', 'Goethe B1']]);
    expect(isTakenDate('taken 2021')).toBe(true);
  });

  it('leaves words that are no level, places and bullets as they were', () => {
    expect(levelWord('Level')).toBeNull();
    expect(nameThenLevel('Jawa Tengah')).toBe(false);
    expect(nameThenLevel('English teacher')).toBe(false);
    expect(dotRating('●●●○○')).toBeNull();
    expect(dotRating('English • Korean')).toBeNull();
    expect(isTakenDate('TOEIC 2021 취득')).toBe(false);
    expect(read(['English (Fluent) - business meetings and reports'])).toEqual([
      ['English', 'advanced', 'business meetings and reports'],
    ]);
  });
});
