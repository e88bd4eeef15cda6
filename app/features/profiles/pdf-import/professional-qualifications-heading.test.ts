import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

// "PROFESSIONAL QUALIFICATIONS" over "Name — Issuer, Month Year" lines: a UK résumé's certificates, no school.
describe('a professional qualifications title', () => {
  it('opens the certificates', () => {
    const parsed = parseResumeText(
      [
        'Tom Riley',
        '',
        'EDUCATION',
        'BEng Mechanical Engineering\tSeptember 2010 – June 2013',
        'University of Bristol',
        '',
        'PROFESSIONAL QUALIFICATIONS',
        'Chartered Engineer (CEng) — Institution of Mechanical Engineers, May 2018',
        '',
        'ACCREDITATIONS',
        'PRINCE2 Practitioner — Axelos, January 2020',
      ].join('\n'),
    );
    expect(parsed.sections.educations).toHaveLength(1);
    expect(parsed.sections.certifications.map((c) => [c.certificationName, c.certificationIssuedBy, c.issueDate])).toEqual([
      ['Chartered Engineer (CEng)', 'Institution of Mechanical Engineers', '2018.05'],
      ['PRINCE2 Practitioner', 'Axelos', '2020.01'],
    ]);
  });

  it('leaves a qualifications summary paragraph, and an Indonesian CV, alone', () => {
    const parsed = parseResumeText(
      ['Tom Riley', '', 'SUMMARY OF QUALIFICATIONS', 'Ten years in turbine maintenance.', '', 'SERTIFIKASI', 'Ahli K3 Umum, Kemnaker, 2019'].join('\n'),
    );
    expect(parsed.sections.certifications.map((c) => c.certificationName)).toEqual(['Ahli K3 Umum']);
  });
});
