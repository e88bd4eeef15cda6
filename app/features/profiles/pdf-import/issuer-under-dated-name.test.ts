import { describe, expect, it } from 'vitest';
import { issuersUnderNames } from './issuer-under-name';
import { parseResumeText } from './parse';

const certificates = (heading: string, lines: string[]) =>
  parseResumeText(['Lena Hartono', heading, ...lines].join('\n')).sections.certifications.map((c) => [
    c.certificationName,
    c.certificationIssuedBy,
    c.issueDate,
  ]);

describe('a certificate with its date in a left column and its issuer on the line under its name', () => {
  it('is one certificate with that issuer (en, ko)', () => {
    expect(
      certificates('CERTIFICATIONS', [
        'Feb 2024\tCertified Scrum Master',
        'Scrum Alliance',
        'Sep 2020\tFood Safety Manager Certification',
        'National Restaurant Association Educational Foundation',
      ]),
    ).toEqual([
      ['Certified Scrum Master', 'Scrum Alliance', '2024.02'],
      [
        'Food Safety Manager Certification',
        'National Restaurant Association Educational Foundation',
        '2020.09',
      ],
    ]);
    expect(certificates('자격증', ['2016.06\t전기기사', '한국산업인력공단'])).toEqual([
      ['전기기사', '한국산업인력공단', '2016.06'],
    ]);
  });

  it('leaves alone dated rows without an issuer line, and a dated row over a sentence', () => {
    expect(issuersUnderNames(['2016.06\t전기기사', '2018.11\t소방설비기사'])).toBeNull();
    expect(
      issuersUnderNames(['Feb 2024\tCertified Scrum Master', 'Led the team through its first audit.']),
    ).toBeNull();
    // A date inside the cell beside it is no name of a certificate.
    expect(issuersUnderNames(['Feb 2024\tRenewed Mar 2026', 'Scrum Alliance'])).toBeNull();
  });
});
