import { describe, expect, it } from 'vitest';
import { joinWrappedLines } from './glued-dash-wrap';
import { parseResumeText } from './parse';

describe('a certificate name wrapped right after a glued dash', () => {
  it('joins without a space after the dash', () => {
    const parsed = parseResumeText(
      [
        'Dewi Lestari',
        '',
        'SERTIFIKASI',
        '',
        'Juru Bahasa Jepang–',
        'Indonesia Tingkat Madya',
        'Kemenkumham · 2021',
      ].join('\n'),
    );
    expect(parsed.sections.certifications[0].certificationName).toBe(
      'Juru Bahasa Jepang–Indonesia Tingkat Madya',
    );
  });

  it('keeps the space after a spaced dash and between plain lines', () => {
    expect(joinWrappedLines(['Anti-', 'Money Laundering'])).toBe('Anti-Money Laundering');
    expect(joinWrappedLines(['Welding Level 2 –', 'Structural'])).toBe('Welding Level 2 – Structural');
    expect(joinWrappedLines(['Certified Coding', 'Specialist'])).toBe('Certified Coding Specialist');
  });
});
