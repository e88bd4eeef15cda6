import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { qualifiedHeading } from './qualified-heading';

const resume = (sidebar: string[]) =>
  [
    'Hana Widjaja',
    'Quality Engineer at Astra Otoparts',
    '',
    ...sidebar,
    '',
    'Experience',
    'Astra Otoparts',
    'Quality Engineer',
    'March 2020 - Present',
  ].join('\n');

describe('a sidebar list item wrapped onto a second line', () => {
  it('is one item where the list sets its items apart with gaps', () => {
    const parsed = parseResumeText(
      resume([
        'Top Skills',
        'Statistical Process Control',
        '',
        'Failure Mode and Effects',
        'Analysis (FMEA)',
        '',
        'Minitab',
        '',
        'Certifications',
        'Lean Six Sigma Black Belt',
        'Practitioner',
        '',
        'ISO 9001 Internal Auditor',
        '',
        'Honors-Awards',
        'Supplier Quality Award for',
        'Zero Defect Delivery',
      ]),
    ).sections;
    expect(parsed.skills).toEqual([
      'Statistical Process Control',
      'Failure Mode and Effects Analysis (FMEA)',
      'Minitab',
    ]);
    expect(parsed.certifications.map((c) => c.certificationName)).toContain(
      'Lean Six Sigma Black Belt Practitioner',
    );
    expect(parsed.awards.map((a) => a.awardName)).toEqual([
      'Supplier Quality Award for Zero Defect Delivery',
    ]);
  });

  it('joins a language whose bracket is left open', () => {
    const parsed = parseResumeText(
      resume([
        'Keahlian Teratas',
        'Minitab',
        '',
        'Six Sigma',
        '',
        'Languages',
        'Indonesian (Native or',
        'Bilingual)',
        '',
        'English (Professional',
        'Working)',
      ]),
    ).sections;
    expect(parsed.languages.map((l) => l.languageName)).toEqual(['Indonesian', 'English']);
  });

  it('leaves a list with no gaps, and blocks of a name over its issuer, as they are', () => {
    const parsed = parseResumeText(
      resume([
        'Skills',
        'Statistical Process Control',
        'Failure Mode and Effects Analysis',
        'Minitab',
        '',
        'Certifications',
        'Certified Quality Engineer',
        'American Society for Quality',
        '',
        'ISO 9001 Internal Auditor',
        'Bureau Veritas Indonesia',
      ]),
    ).sections;
    expect(parsed.skills).toEqual([
      'Statistical Process Control',
      'Failure Mode and Effects Analysis',
      'Minitab',
    ]);
    expect(parsed.certifications.map((c) => c.certificationName)).not.toContain(
      'Certified Quality Engineer American Society for Quality',
    );
  });

  it('reads "Top Skills", "Keahlian Teratas" and "주요 기술" as the skills heading', () => {
    expect(qualifiedHeading('Top Skills')).toBe('skills');
    expect(qualifiedHeading('Keahlian Teratas')).toBe('skills');
    expect(qualifiedHeading('주요 기술')).toBe('skills');
    expect(qualifiedHeading('Top Secret')).toBeNull();
  });
});
