import { describe, expect, it } from 'vitest';
import { withoutNumberCell } from './certificate-number-cell';
import { parseCertifications } from './issued';

describe("a licence grid's register number", () => {
  it('is no issuer', () => {
    expect(withoutNumberCell('약사 면허\t제 38127 호\t2015. 03. 02.\t보건복지부')).toBe(
      '약사 면허\t2015. 03. 02.\t보건복지부',
    );
    expect(parseCertifications(['물리치료사 면허\tNo. 2018-40321\t2018. 12. 28.\t보건복지부'])).toEqual([
      { certificationName: '물리치료사 면허', certificationIssuedBy: '보건복지부', issueDate: '2018-12-28' },
    ]);
  });

  it('leaves dates, grades, scores and issuers alone', () => {
    for (const line of [
      '정보처리기사\t2021.11.12\t한국산업인력공단',
      'TOEIC\t905\t2024.01',
      '컴퓨터활용능력\t2급\t대한상공회의소',
    ])
      expect(withoutNumberCell(line)).toBe(line);
  });
});
