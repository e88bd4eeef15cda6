import { describe, expect, it } from 'vitest';
import { withGradeJoined } from './certificate-grade-cell';
import { parseCertifications } from './issued';

describe("a certificate grid's grade column", () => {
  it('joins the grade to the name, not the issuer', () => {
    expect(withGradeJoined('워드프로세서\t1급\t2014.07.18\t대한상공회의소')).toBe(
      '워드프로세서 1급\t2014.07.18\t대한상공회의소',
    );
    expect(parseCertifications(['한국사능력검정시험\t2급\t2019.10.26\t국사편찬위원회'])).toEqual([
      {
        certificationName: '한국사능력검정시험 2급',
        certificationIssuedBy: '국사편찬위원회',
        issueDate: '2019-10-26',
      },
    ]);
  });

  it('leaves a row without a grade after the name alone', () => {
    for (const line of [
      '정보처리기사\t2021.11.12\t한국산업인력공단',
      '2급\t2016.08.05\t대한상공회의소',
      '물류관리사\t합격\t2019.08',
    ])
      expect(withGradeJoined(line)).toBe(line);
  });
});
