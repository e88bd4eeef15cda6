import { describe, expect, it } from 'vitest';
import { cefrGridLines } from './cefr-grid';
import { parseLanguages } from './languages';

/** A Europass language grid as the layout reads it: headings, rows, certificates, the legend. */
const grid = [
  'UNDERSTANDING\tSPEAKING\tWRITING',
  'Listening\tReading\tSpoken interaction\tSpoken production',
  '',
  'French\tC1\tC1\tB2\tC1\tC1',
  'DALF C1',
  '',
  'Spanish\tA2\tA2\tA1\tA2\tA2',
  '',
  'Italian\tB1\tB2\tB1\tB1\tB1',
  'CILS Uno B1',
  'Levels: A1 and A2: Basic user - B1 and B2: Independent user - C1 and C2: Proficient user',
  'Common European Framework of Reference for Languages',
];

describe('a CEFR language grid (Europass)', () => {
  it('reads each row as a language, its level from most cells, the certificate under it as the detail', () => {
    expect(parseLanguages(cefrGridLines(grid))).toEqual([
      { languageName: 'French', languageLevel: 'advanced', languageDetail: 'DALF C1' },
      { languageName: 'Spanish', languageLevel: 'beginner', languageDetail: '' },
      { languageName: 'Italian', languageLevel: 'intermediate', languageDetail: 'CILS Uno B1' },
    ]);
  });

  it('drops the headings and the legend, which were read as languages before', () => {
    const names = parseLanguages(cefrGridLines(grid)).map((l) => l.languageName);
    expect(names).not.toContain('UNDERSTANDING');
    expect(names).not.toContain('Levels');
  });

  it('leaves a section without a grid row as it is (ko, id)', () => {
    const plain = ['영어\t고급\tTOEIC 915점', 'Listening\tReading', 'Bahasa Inggris (Menengah)'];
    expect(cefrGridLines(plain)).toEqual(plain);
  });

  it('leaves a row of scores or a row with too few level cells alone', () => {
    const scores = ['English\tIELTS\t7.5\t8.0', 'Japanese\tN2\tB1'];
    expect(cefrGridLines(scores)).toEqual(scores);
  });
});
