import { describe, expect, it } from 'vitest';
import { isLanguageKindCell, withoutLeadingKindCell } from './language-kind-cell';
import { parseLanguages } from './languages';
import { parseResumeText } from './parse';

describe("a language grid's kind cell (구분: 공인시험)", () => {
  it('is no part of the score', () => {
    expect(
      parseLanguages([
        '구분\t언어\t시험명\t점수\t취득일',
        '공인시험\t일본어\tJLPT\tN1\t2019.12',
        '회화능력\t영어\tOPIc\tAL\t2022.05',
      ]),
    ).toEqual([
      { languageName: '일본어', languageDetail: 'JLPT N1', languageLevel: expect.any(String) },
      { languageName: '영어', languageDetail: 'OPIc AL', languageLevel: expect.any(String) },
    ]);
  });

  it('leaves a test, a score and other words alone', () => {
    for (const cell of ['TOEIC', '공인시험 대비반 강사', '910', 'Tes TOEFL'])
      expect(isLanguageKindCell(cell)).toBe(false);
  });
});

describe("a portal's language row whose date column holds the record's kind (회화)", () => {
  it('names the language after it, the kind no language (ko)', () => {
    const { sections } = parseResumeText(
      [
        '어학',
        '',
        '2017.08\t영어\tTOEIC 720점',
        '',
        '회화\t일본어\t일상회화 가능',
        '',
        '수상',
        '',
        '2022.12\t우수직원 표창',
      ].join('\n'),
    );
    expect(sections.languages).toEqual([
      { languageName: '영어', languageDetail: 'TOEIC 720점', languageLevel: 'intermediate' },
      { languageName: '일본어', languageDetail: '', languageLevel: 'intermediate' },
    ]);
  });

  it('leaves a first cell that is a language, or a kind before no language, alone', () => {
    expect(withoutLeadingKindCell('영어\t회화 가능', () => true)).toBe('영어\t회화 가능');
    expect(withoutLeadingKindCell('회화\t상급', () => false)).toBe('회화\t상급');
  });
});
