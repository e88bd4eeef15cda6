import { describe, expect, it } from 'vitest';
import { parseLanguages } from './languages';

const read = (lines: string[]) =>
  parseLanguages(lines).map((l) => [l.languageName, l.languageLevel, l.languageDetail]);

describe('a language over its level and test ("French" / "Fluent · DELF B2")', () => {
  it('is one language with that level and detail (en, id)', () => {
    expect(
      read(['French', 'Fluent · DELF B2', '', 'German', 'Basic · Goethe A2', '', 'Tagalog', 'Native']),
    ).toEqual([
      ['French', 'advanced', 'DELF B2'],
      ['German', 'beginner', 'Goethe A2'],
      ['Tagalog', 'professional', ''],
    ]);
    expect(read(['Bahasa Jepang', 'Menengah · JLPT N3'])).toEqual([
      ['Bahasa Jepang', 'intermediate', 'JLPT N3'],
    ]);
  });

  it('leaves a language that already has its level, and "level · name" lines, as they were', () => {
    expect(read(['Spanish (Advanced)', 'Portuguese · Fluent', 'Korean', 'Thai', 'Basic'])).toEqual([
      ['Spanish', 'advanced', ''],
      ['Portuguese', 'advanced', ''],
      ['Korean', '', ''],
      ['Thai', 'beginner', ''],
    ]);
    expect(read(['Italian — Intermediate', 'Japanese — Beginner'])).toEqual([
      ['Italian', 'intermediate', ''],
      ['Japanese', 'beginner', ''],
    ]);
  });
});
