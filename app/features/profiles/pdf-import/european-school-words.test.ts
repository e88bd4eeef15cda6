import { describe, expect, it } from 'vitest';
import { SCHOOL_WORDS } from './vocabulary';

describe("a European school's own words", () => {
  it('name a school (de, fr, es, nl)', () => {
    for (const school of [
      'Ludwig-Maximilians-Universität München',
      'Université Paris-Saclay',
      'Universidad de Salamanca',
      'Hochschule Bremen',
      'Universiteit Leiden',
      'Università di Bologna',
      'École Polytechnique',
    ])
      expect(SCHOOL_WORDS.test(school)).toBe(true);
  });

  it('leave words that only begin like them alone', () => {
    for (const other of ['Universal Music Group', 'Universitaire Gids', 'Hochtief AG', 'Ecolab'])
      expect(SCHOOL_WORDS.test(other)).toBe(false);
  });
});
