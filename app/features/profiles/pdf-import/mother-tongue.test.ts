import { describe, expect, it } from 'vitest';
import { parseLanguages } from './languages';
import { withMotherTongues } from './mother-tongue';

describe("a mother-tongue label beside one's first languages (Europass)", () => {
  it('marks each language it names as a mother tongue, which is read as its level', () => {
    const lines = withMotherTongues(['Mother tongue(s)\tDutch, Indonesian']);
    expect(lines).toEqual(['Mother tongue(s)\tDutch (Mother tongue); Indonesian (Mother tongue)']);
    expect(parseLanguages([lines[0].split('\t')[1]])).toEqual([
      { languageName: 'Dutch', languageLevel: 'professional', languageDetail: '' },
      { languageName: 'Indonesian', languageLevel: 'professional', languageDetail: '' },
    ]);
  });

  it('leaves other labels, a level already written and words that are no language alone (ko, id)', () => {
    const lines = [
      'Other language(s)\tEnglish',
      'Mother tongue(s)\tJapanese (Native)',
      'Mother tongue\tsee below',
      '어학\t영어',
      'Bahasa\tInggris',
    ];
    expect(withMotherTongues(lines)).toEqual(lines);
  });
});
