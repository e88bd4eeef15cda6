import { describe, expect, it } from 'vitest';
import { withLabelTableRows } from './label-table-rows';

describe("a company's label/value table printed with blank lines between its rows", () => {
  it('is one table: the blank lines between its rows go', () => {
    expect(
      withLabelTableRows([
        '회사명\t(주)한빛정밀\t근무기간\t2018.03 ~ 현재',
        '',
        '부서\t생산기술팀\t직급\t차장',
        '',
        '1. 도장 라인 자동화',
      ]),
    ).toEqual([
      '회사명\t(주)한빛정밀\t근무기간\t2018.03 ~ 현재',
      '부서\t생산기술팀\t직급\t차장',
      '',
      '1. 도장 라인 자동화',
    ]);
  });

  it("keeps the blank line before the next company's table", () => {
    const lines = [
      '회사명\t(주)한빛정밀\t근무기간\t2018.03 ~ 현재',
      '',
      '회사명\t대성기계(주)\t근무기간\t2012.01 ~ 2018.02',
    ];
    expect(withLabelTableRows(lines)).toEqual(lines);
  });

  it('leaves other lines alone', () => {
    const lines = ['(주)한빛정밀\t2018.03 ~ 현재', '', '부서\t생산기술팀\t직급\t차장'];
    expect(withLabelTableRows(lines)).toEqual(lines);
  });
});
