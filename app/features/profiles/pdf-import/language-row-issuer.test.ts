import { describe, expect, it } from 'vitest';
import { withoutIssuerCell } from './language-row-issuer';

describe('a language row of a certificates table (issue 37 round 13)', () => {
  it('drops the issuer cell after the language and its test', () => {
    expect(withoutIssuerCell(['중국어 HSK 5급', '중국국가한반', '2020.06'])).toEqual([
      '중국어 HSK 5급',
      '2020.06',
    ]);
    expect(withoutIssuerCell(['영어 TOEFL 104', 'ETS'])).toEqual(['영어 TOEFL 104']);
  });

  it('keeps a level, a score, a bracket, and any row whose first cell is not a language with its test', () => {
    expect(withoutIssuerCell(['영어 TOEIC 905', '고급'])).toEqual(['영어 TOEIC 905', '고급']);
    expect(withoutIssuerCell(['일본어 JLPT N1', 'Fluent'])).toEqual(['일본어 JLPT N1', 'Fluent']);
    expect(withoutIssuerCell(['영어', 'TOEIC', '905'])).toEqual(['영어', 'TOEIC', '905']);
    expect(withoutIssuerCell(['영어', '비즈니스 회화'])).toEqual(['영어', '비즈니스 회화']);
    expect(withoutIssuerCell(['영어 TOEIC 880', '(유효기간 만료)'])).toEqual([
      '영어 TOEIC 880',
      '(유효기간 만료)',
    ]);
  });
});
