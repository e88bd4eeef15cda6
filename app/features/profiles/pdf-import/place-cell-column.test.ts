import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { withoutPlaceCells } from './place-cell-column';

const isPosition = (t: string) => /\b(?:clerk|baker|manager|engineer)\b/i.test(t);

describe('a place right of the line over a period right (place-cell-column.ts)', () => {
  it('drops "Town, Region" and, where a sibling has one, a bare town', () => {
    const entries = [
      ['Harbour Bakery Co-op\tPortland, Maine', 'Pastry Lead\tMay 2021 – Present', '• Laminated dough daily.'],
      ['Fern Street Mill\tBangor', 'Dough Mixer\tJune 2018 – April 2021'],
    ];
    expect(withoutPlaceCells(entries, isPosition)).toEqual([
      ['Harbour Bakery Co-op', 'Pastry Lead\tMay 2021 – Present', '• Laminated dough daily.'],
      ['Fern Street Mill', 'Dough Mixer\tJune 2018 – April 2021'],
    ]);
  });
  it('keeps a right cell that names a position, has lower-case words, or sits over no right-hand period', () => {
    const entries = [
      ['Fern Street Mill\tNight Baker, Bread', 'Bangor\tJune 2018 – April 2021'],
      ['Fern Street Mill\tHead of Dough', 'Bangor\tJune 2018 – April 2021'],
      ['Fern Street Mill\tPortland, Maine', 'June 2018 – April 2021\tDough Mixer'],
    ];
    expect(withoutPlaceCells(entries, isPosition)).toEqual(entries);
    // A bare town with no "Town, Region" sibling is left to the other readings.
    const alone = [['Fern Street Mill\tBangor', 'Dough Mixer\tJune 2018 – April 2021']];
    expect(withoutPlaceCells(alone, isPosition)).toEqual(alone);
  });
  it('reads jobs and schools of that layout whole', () => {
    const { sections } = parseResumeText(
      [
        'EDUCATION',
        '',
        'Lakeshore State University\tDuluth, Minnesota',
        'Bachelor of Science, Food Science; Minor in Chemistry\tSeptember 2012 – May 2016',
        '',
        'EXPERIENCE',
        '',
        'Harbour Bakery Co-op\tPortland, Maine',
        'Pastry Lead\tMay 2021 – Present',
        '• Laminated dough for 400 croissants a day.',
        '',
        'Fern Street Mill\tBangor, Maine',
        'Dough Mixer\tJune 2018 – April 2021',
        '• Scaled rye recipes for the wholesale line.',
      ].join('\n'),
    );
    expect(sections.works.map((w) => [w.company, w.position, w.start])).toEqual([
      ['Harbour Bakery Co-op', 'Pastry Lead', '2021.05'],
      ['Fern Street Mill', 'Dough Mixer', '2018.06'],
    ]);
    expect(sections.educations.map((e) => [e.school, e.major, e.gradLevel])).toEqual([
      ['Lakeshore State University', 'Food Science', 'university'],
    ]);
  });
});
