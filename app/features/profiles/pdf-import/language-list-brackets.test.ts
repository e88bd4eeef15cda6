import { describe, expect, it } from 'vitest';
import { languageListPieces } from './language-list-brackets';
import { parseLanguages } from './languages';

describe('a line of languages whose brackets hold a level and a test after a semicolon', () => {
  it('is cut outside the brackets only', () => {
    expect(
      languageListPieces('Spanish (native), German (fluent; Goethe C1), French (basic; DELF A2)'),
    ).toEqual(['Spanish (native)', 'German (fluent, Goethe C1)', 'French (basic, DELF A2)']);
  });

  it('reads each language with its level and its test', () => {
    expect(
      parseLanguages(['Spanish (native), German (fluent; Goethe C1), French (basic; DELF A2)']),
    ).toEqual([
      { languageName: 'Spanish', languageDetail: '', languageLevel: 'professional' },
      { languageName: 'German', languageDetail: 'Goethe C1', languageLevel: 'advanced' },
      { languageName: 'French', languageDetail: 'DELF A2', languageLevel: 'beginner' },
    ]);
  });

  it('still cuts at semicolons and dots outside brackets, and leaves a line without separators whole', () => {
    expect(languageListPieces('Thai (native); Malay (basic)')).toEqual(['Thai (native)', 'Malay (basic)']);
    expect(languageListPieces('영어 (고급) · 일본어 (초급)')).toEqual(['영어 (고급)', '일본어 (초급)']);
    expect(languageListPieces('English — TOEIC 905, OPIc IH')).toEqual(['English — TOEIC 905, OPIc IH']);
  });
});
