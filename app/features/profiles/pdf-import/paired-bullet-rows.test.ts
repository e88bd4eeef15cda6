import { describe, expect, it } from 'vitest';
import { bulletCut } from './paired-bullet-rows';
import { parseResumeText } from './parse';

describe('two bulleted lists side by side under a pair of headings', () => {
  it('are read one after the other: the skills, then the languages', () => {
    const { sections } = parseResumeText(
      [
        'Dimas Pratama',
        'KEAHLIAN\tBAHASA',
        '• AutoCAD\t• Jawa – Bahasa ibu',
        '• SketchUp\t• Inggris – Mahir',
        '• Revit',
      ].join('\n'),
    );
    expect(sections.skills).toEqual(['AutoCAD', 'SketchUp', 'Revit']);
    expect(sections.languages.map((l) => [l.languageName, l.languageLevel])).toEqual([
      ['Jawa', 'professional'],
      ['Inggris', 'advanced'],
    ]);
  });

  it('cuts a row only where a second bullet opens a cell', () => {
    expect(bulletCut(['• Figma', '• Korea – Menengah'])).toBe(1);
    expect(bulletCut(['• Led a team of five', 'Jakarta'])).toBeNull();
    expect(bulletCut(['Figma', '• Korea'])).toBeNull();
    expect(bulletCut(['• Figma'])).toBeNull();
  });
});
