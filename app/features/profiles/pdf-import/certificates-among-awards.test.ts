import { describe, expect, it } from 'vitest';
import { certificatesAmongAwards } from './certificates-among-awards';

describe('a certificate among the awards of a shared section', () => {
  it('is a certificate with its full date', () => {
    const { awards, certifications } = certificatesAmongAwards([
      '2022. 11\t사내 안전 제안 대상\t(주)동해화학',
      '',
      '2019. 05\t위험물산업기사\t한국산업인력공단',
    ]);
    expect(awards.map((a) => a.awardName)).toEqual(['사내 안전 제안 대상']);
    expect(certifications).toEqual([
      {
        certificationName: '위험물산업기사',
        certificationIssuedBy: '한국산업인력공단',
        issueDate: '2019.05',
      },
    ]);
  });

  it('leaves awards, and a prize named after a qualification, as awards', () => {
    const lines = [
      '2021. 10\t전국 기능경기대회 금상\t고용노동부',
      '',
      '2018. 12\t우수 관리사 표창\t한국물류협회',
    ];
    expect(certificatesAmongAwards(lines).certifications).toEqual([]);
  });
});
