import { describe, expect, it } from 'vitest';
import { takeAwardKindRows } from './award-kind-row';

describe('an award row of a grid with a kind column', () => {
  it('is an award without its kind cell', () => {
    expect(
      takeAwardKindRows([
        '자격증\t정보처리기사\t한국산업인력공단\t2019.05',
        '수상\t해커톤 대상\t한국정보화진흥원\t-\t2020.11',
      ]),
    ).toEqual({
      lines: ['자격증\t정보처리기사\t한국산업인력공단\t2019.05'],
      awards: ['해커톤 대상\t한국정보화진흥원\t2020.11'],
    });
  });

  it('leaves an award named with the word, and a short row, as they are', () => {
    const lines = ['수상 경력 인증서\t한국생산성본부\t2021.03', '수상\t2020'];
    expect(takeAwardKindRows(lines)).toEqual({ lines, awards: [] });
  });
});
