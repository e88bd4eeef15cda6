import { describe, expect, it } from 'vitest';
import { isLanguageSubject } from './language-subject';
import { parseResumeText } from './parse';
import { isLanguageName } from './vocabulary';

const sections = (lines: string[]) => parseResumeText(['오지훈', '', ...lines].join('\n')).sections;

describe('a subject before a language name (무역영어, 관광일본어)', () => {
  it('is no language: a certificate under 자격증 stays a certificate', () => {
    expect(isLanguageSubject('관광영어')).toBe(true);
    expect(isLanguageSubject('비즈니스일본어')).toBe(true);
    expect(isLanguageName('관광영어')).toBe(false);
    const read = sections(['자격증', '관광영어 2급', '한국관광공사 · 2018.05', '워드프로세서', '대한상공회의소 · 2016.09']);
    expect(read.languages.map((l) => l.languageName)).not.toContain('관광영어 2급');
    expect(read.certifications.map((c) => c.certificationName)).toContain('관광영어 2급');
  });

  it('leaves language names alone, known or guessed', () => {
    for (const name of ['영어', '일본어', '중국어', '스와힐리어', '포르투갈어']) {
      expect(isLanguageSubject(name)).toBe(false);
      expect(isLanguageName(name)).toBe(true);
    }
    const read = sections(['자격증', '정보처리기사', '어학', '스페인어 — DELE B2']);
    expect(read.languages.map((l) => l.languageName)).toContain('스페인어');
  });
});
