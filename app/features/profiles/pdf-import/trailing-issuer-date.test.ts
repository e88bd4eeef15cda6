import { describe, expect, it } from 'vitest';
import { parseCertifications } from './issued';
import { trailingIssuerDate } from './trailing-issuer-date';

describe('a certificate "Name - Part (Issuer, date)" on one line', () => {
  it('keeps the dash in the name, the issuer and date from the bracket', () => {
    expect(
      parseCertifications([
        '· AWS Certified Machine Learning - Specialty Exam Track (Amazon Web Services, 2022. 03.)',
      ]),
    ).toEqual([
      {
        certificationName: 'AWS Certified Machine Learning - Specialty Exam Track',
        certificationIssuedBy: 'Amazon Web Services',
        issueDate: '2022.03',
      },
    ]);
  });

  it('leaves a bracket without a date, without a dash in the name, or with more than a date alone', () => {
    expect(trailingIssuerDate('Tableau Desktop Specialist - Tableau (2021)')).toBeNull();
    expect(trailingIssuerDate('재경관리사 (삼일회계법인, 2011. 12.)')).toBeNull();
    expect(trailingIssuerDate('PMP - Project Management (PMI, 2019년 취득 예정)')).toBeNull();
  });
});
