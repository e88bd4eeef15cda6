import { describe, expect, it } from 'vitest';
import { isLanguageKindCell } from './language-kind-cell';
import { parseLanguages } from './languages';

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
