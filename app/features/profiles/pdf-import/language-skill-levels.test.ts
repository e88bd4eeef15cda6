import { describe, expect, it } from 'vitest';
import { skillLevels } from './language-level-phrases';
import { parseLanguages } from './languages';

const read = (lines: string[]) =>
  parseLanguages(lines).map((l) => [l.languageName, l.languageLevel, l.languageDetail]);

describe('levels per skill ("Lisan: Baik, Tulisan: Cukup") and the Indonesian scale', () => {
  it('give the first named level, and leave the line (id, en, ko)', () => {
    expect(read(['Bahasa Jerman — Lisan: Cukup, Tulisan: Kurang'])).toEqual([
      ['Bahasa Jerman', 'intermediate', ''],
    ]);
    expect(read(['Portuguese (Speaking: Fluent, Writing: Basic)'])).toEqual([['Portuguese', 'advanced', '']]);
    expect(skillLevels('베트남어 회화: 중, 작문: 하')).toEqual({ level: 'intermediate', rest: '베트남어' });
    expect(read(['Bahasa Arab (Sangat Baik)', 'Bahasa Sunda\tBaik'])).toEqual([
      ['Bahasa Arab', 'advanced', ''],
      ['Bahasa Sunda', 'intermediate', ''],
    ]);
  });

  it('leave a skill word without a level, and a language without skills, as they were', () => {
    expect(skillLevels('Writing: technical manuals')).toBeNull();
    expect(skillLevels('Bahasa Jerman (Menengah)')).toBeNull();
    expect(read(['French — Reading: academic papers'])).toEqual([['French', '', 'Reading: academic papers']]);
  });
});

describe('a test first on the line under a language\'s name ("Dutch" / "CNaVT B2 · Advanced")', () => {
  it('goes on from the name', () => {
    expect(read(['Japanese', 'JLPT N2 · Advanced'])).toEqual([['Japanese', 'advanced', 'JLPT N2']]);
  });

  it('but a test under a test stays its own line, as before', () => {
    expect(read(['TOEIC 900', 'OPIc IH · Intermediate'])).toEqual([
      ['TOEIC 900', '', ''],
      ['OPIc IH', 'intermediate', ''],
    ]);
  });
});
