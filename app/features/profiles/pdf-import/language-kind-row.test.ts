import { describe, expect, it } from 'vitest';
import { namedLanguageRow } from './language-kind-row';
import { parseResumeText } from './parse';

describe('a kind column\'s 어학 row naming its language, "어학 | 영어 OPIc IM2 | ACTFL | 2022.06"', () => {
  it('reads the language and its test, without the issuer and the date', () => {
    expect(namedLanguageRow(['어학', '일본어 JLPT N1', 'JEES', '2019.12'])).toBe('일본어\tJLPT N1');
    expect(namedLanguageRow(['외국어', '중국어 HSK 5급', '한반', '2020.07'])).toBe('중국어\tHSK 5급');
  });

  it('takes the score from the next cell when the name cell gives the test without one', () => {
    expect(namedLanguageRow(['어학', '중국어 HSKK', 'IH', '2021.04'])).toBe('중국어\tHSKK IH');
    expect(namedLanguageRow(['어학', '영어 TOEFL iBT', '97', '2018.01'])).toBe('영어\tTOEFL iBT 97');
    // An issuer in that column is no score, and a test with its score keeps its own.
    expect(namedLanguageRow(['어학', '영어 TOEIC', 'ETS', '2021.03'])).toBe('영어\tTOEIC');
    expect(namedLanguageRow(['어학', '일본어 JLPT N2', 'N2', '2019.12'])).toBe('일본어\tJLPT N2');
  });

  it('leaves alone a test first, a language alone and a short row', () => {
    expect(namedLanguageRow(['어학', 'TOEIC 900', 'ETS', '2021.03'])).toBeNull();
    expect(namedLanguageRow(['어학', '영어', 'ETS', '2021.03'])).toBeNull();
    expect(namedLanguageRow(['어학', '영어 TOEIC 900'])).toBeNull();
    expect(namedLanguageRow(['자격', '정보처리 기사', '한국산업인력공단', '2015.05'])).toBeNull();
  });

  it('makes the row a language and keeps the certificate rows certificates', () => {
    const { sections } = parseResumeText(
      [
        '한유진',
        '자격 · 어학',
        '구분	명칭	발급기관	취득일',
        '자격	전기기사	한국산업인력공단	2016.08',
        '어학	일본어 JLPT N1	JEES	2019.12',
      ].join('\n'),
    );
    expect(sections.languages).toMatchObject([{ languageName: '일본어', languageDetail: 'JLPT N1' }]);
    expect(sections.certifications.map((c) => c.certificationName)).toEqual(['전기기사']);
  });
});
