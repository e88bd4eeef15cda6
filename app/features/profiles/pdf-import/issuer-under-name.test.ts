import { describe, expect, it } from 'vitest';
import { issuersUnderNames } from './issuer-under-name';
import { parseResumeText } from './parse';

const certificates = (lines: string[]) =>
  parseResumeText(['Dewi Lestari', 'SERTIFIKASI', ...lines].join('\n')).sections.certifications.map((c) => [
    c.certificationName,
    c.certificationIssuedBy,
    c.issueDate,
  ]);

describe('an issuer on the line under its certificate, the date right of the name', () => {
  it('is the issuer of the certificate above it (id, en)', () => {
    expect(
      certificates([
        'Certified Supply Chain Professional (CSCP) Mei 2023',
        'ASCM',
        'Ahli Manajemen Persediaan\tNov 2019',
        'BNSP',
      ]),
    ).toEqual([
      ['Certified Supply Chain Professional (CSCP)', 'ASCM', '2023.05'],
      ['Ahli Manajemen Persediaan', 'BNSP', '2019.11'],
    ]);
    expect(issuersUnderNames(['AWS Certified Developer\tMar 2022', 'Amazon Web Services'])).toEqual([
      'AWS Certified Developer\tAmazon Web Services\tMar 2022',
    ]);
  });

  it('leaves a name over "issuer | date", dated lines alone and a sentence under an entry as they are (id, ko)', () => {
    expect(issuersUnderNames(['Ahli Manajemen Persediaan', 'BNSP\tNov 2019'])).toBeNull();
    expect(issuersUnderNames(['정보처리기사\t2016.11', 'SQLD\t2019.06'])).toBeNull();
    expect(
      issuersUnderNames(['정보처리기사 (한국산업인력공단, 2016.11)', '발급기관: 한국산업인력공단']),
    ).toBeNull();
    expect(
      issuersUnderNames(['Juara 1 Lomba Data\tOkt 2021', 'Mengalahkan 120 tim dari seluruh Indonesia.']),
    ).toBeNull();
    expect(certificates(['Ahli Manajemen Persediaan', 'BNSP\tNov 2019'])).toEqual([
      ['Ahli Manajemen Persediaan', 'BNSP', '2019.11'],
    ]);
  });
});
