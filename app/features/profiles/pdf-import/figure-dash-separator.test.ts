import { describe, expect, it } from 'vitest';
import { withFigureDashSeparators } from './figure-dash-separator';
import { parseResumeText } from './parse';

describe('a figure dash between spaces', () => {
  it('reads as an en dash (Indonesian and English)', () => {
    expect(withFigureDashSeparators('Jepang ‒ JLPT N3')).toBe('Jepang – JLPT N3');
    expect(withFigureDashSeparators('Google Data Analytics ‒ Coursera')).toBe('Google Data Analytics – Coursera');
    const parsed = parseResumeText(
      ['Sinta Maharani', '', 'SERTIFIKAT', 'Mei 2022\tCertified Scrum Master ‒ Scrum Alliance', '', 'BAHASA', 'Jawa ‒ Bahasa ibu', 'Jepang ‒ JLPT N3'].join('\n'),
    );
    expect(parsed.sections.certifications[0]).toMatchObject({
      certificationName: 'Certified Scrum Master',
      certificationIssuedBy: 'Scrum Alliance',
    });
    expect(parsed.sections.languages.map((l) => [l.languageName, l.languageDetail])).toEqual([
      ['Jawa', ''],
      ['Jepang', 'JLPT N3'],
    ]);
  });

  it('leaves a figure dash inside a number alone', () => {
    expect(withFigureDashSeparators('(512) 555‒0187')).toBe('(512) 555‒0187');
    expect(withFigureDashSeparators('3‒4 orang')).toBe('3‒4 orang');
  });
});
