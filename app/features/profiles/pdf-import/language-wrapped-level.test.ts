import { describe, expect, it } from 'vitest';
import { continuesLevel } from './language-wrapped-level';
import { parseResumeText } from './parse';

describe('a language level wrapped by a narrow column (language-wrapped-level.ts)', () => {
  it('joins a lower-case rest to "Name — Level"', () => {
    expect(continuesLevel('Bahasa Jawa — Penutur', 'asli')).toBe(true);
    expect(continuesLevel('Portuguese: Full professional', 'proficiency')).toBe(true);
  });
  it('leaves a capitalised line, a line after a closed level and a line with no separator before it', () => {
    expect(continuesLevel('Bahasa Jawa — Penutur asli', 'Bahasa Sunda — Menengah')).toBe(false);
    expect(continuesLevel('Dutch (B2)', 'basic reading')).toBe(false);
    expect(continuesLevel('Bahasa Jawa', 'asli')).toBe(false);
    expect(continuesLevel('Bahasa Jawa — Penutur', 'asli, 2019')).toBe(false);
  });
  it('reads such a list', () => {
    const { sections } = parseResumeText(
      ['BAHASA', 'Bahasa Jawa — Penutur', 'asli', 'Bahasa Inggris — Menengah'].join('\n'),
    );
    expect(sections.languages.map((l) => [l.languageName, l.languageLevel, l.languageDetail])).toEqual([
      ['Bahasa Jawa', 'professional', ''],
      ['Bahasa Inggris', 'intermediate', ''],
    ]);
  });
});
