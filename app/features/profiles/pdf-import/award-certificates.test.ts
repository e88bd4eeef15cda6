import { describe, expect, it } from 'vitest';
import { awardsAmongCertificates } from './award-certificates';
import { parseResumeText } from './parse';

const cert = (certificationName: string, certificationIssuedBy: string, issueDate: string) => ({
  certificationName,
  certificationIssuedBy,
  issueDate,
});

describe('an award listed among certificates ("Certifications & Awards")', () => {
  it('is an award, with its issuer and its year', () => {
    const { certifications, awards } = awardsAmongCertificates([
      cert('AWS Certified Developer', 'Amazon Web Services', '2020-03'),
      cert('Regional Sales Award', 'Unilever Indonesia', '2019-11'),
      cert('Juara 2 Lomba Debat Nasional', 'Kemendikbud', '2016'),
      cert('Pegawai Teladan', 'Bank Mandiri', '2021'),
    ]);
    expect(certifications.map((c) => c.certificationName)).toEqual(['AWS Certified Developer']);
    expect(awards).toEqual([
      { awardName: 'Regional Sales Award', awardIssuedBy: 'Unilever Indonesia', awardYear: '2019' },
      { awardName: 'Juara 2 Lomba Debat Nasional', awardIssuedBy: 'Kemendikbud', awardYear: '2016' },
      { awardName: 'Pegawai Teladan', awardIssuedBy: 'Bank Mandiri', awardYear: '2021' },
    ]);
  });

  it('leaves certificates whose names only hold such letters alone', () => {
    const kept = [
      cert('Certified Scrum Master', 'Scrum Alliance', '2018'),
      cert('Rewards Programme Specialist', 'Loyalty Institute', '2017'),
      cert('정보처리기사', '한국산업인력공단', '2019-05'),
    ];
    expect(awardsAmongCertificates(kept)).toEqual({ certifications: kept, awards: [] });
  });

  it('reads such a section of a resume into both lists', () => {
    const { sections } = parseResumeText(
      [
        'Dana Whitfield',
        'CERTIFICATIONS & AWARDS',
        'Project Management Professional (PMP), PMI\tJun 2019',
        'Best Paper Award, IEEE ICC\t2021',
      ].join('\n'),
    );
    expect(sections.certifications.map((c) => c.certificationName)).toEqual([
      'Project Management Professional (PMP)',
    ]);
    expect(sections.awards).toEqual([
      { awardName: 'Best Paper Award', awardIssuedBy: 'IEEE ICC', awardYear: '2021' },
    ]);
  });
});
