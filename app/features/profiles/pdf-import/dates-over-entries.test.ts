import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

describe('a year alone over each award (a timeline) is its year', () => {
  it('reads "year / name / issuer" entries', () => {
    const { sections } = parseResumeText(
      [
        'AWARDS',
        '2023',
        'Red Dot Award: Brands & Communication Design',
        'Red Dot GmbH',
        '2021',
        'KCC Best Paper Award',
        'KIISE',
      ].join('\n'),
    );
    expect(sections.awards.map((a) => [a.awardName, a.awardIssuedBy, a.awardYear])).toEqual([
      ['Red Dot Award: Brands & Communication Design', 'Red Dot GmbH', '2023'],
      ['KCC Best Paper Award', 'KIISE', '2021'],
    ]);
  });

  it("keeps a year under its award as that award's", () => {
    const { sections } = parseResumeText(
      ['AWARDS', 'Best Paper Award', '2021', "Dean's List", '2019'].join('\n'),
    );
    expect(sections.awards.map((a) => [a.awardName, a.awardYear])).toEqual([
      ['Best Paper Award', '2021'],
      ["Dean's List", '2019'],
    ]);
  });
});
