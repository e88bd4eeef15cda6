import { describe, expect, it } from 'vitest';
import { isCountryName, isPlacesLine } from './places-line';
import { parseResumeText } from './parse';

describe('places alone in the header, set apart by commas', () => {
  it('knows three places or more, capitalised and without figures', () => {
    expect(isPlacesLine('Sukajadi, Bandung, Jawa Barat')).toBe(true);
    expect(isPlacesLine('Ponsonby, Auckland, New Zealand')).toBe(true);
    expect(isPlacesLine('Bandung, Jawa Barat')).toBe(false);
    expect(isPlacesLine('Jl. Merdeka 12, Bandung, Jawa Barat')).toBe(false);
    expect(isPlacesLine('python, java, go')).toBe(false);
    expect(isCountryName('New Zealand')).toBe(true);
    expect(isCountryName('Indonesia')).toBe(true);
    expect(isCountryName('Wellington')).toBe(false);
  });
  it('reads them as the address, the region the last place that is no country', () => {
    const id = parseResumeText(
      ['Rudi Hartono', 'Sukajadi, Bandung, Jawa Barat · rudi@example.id · +62 812-1111-2222'].join('\n'),
    );
    expect([id.sections.person.address, id.sections.person.region, id.sections.person.country]).toEqual([
      'Sukajadi, Bandung, Jawa Barat',
      'Jawa Barat',
      'ID',
    ]);
    const en = parseResumeText(['Ann Lee', 'Carlton, Melbourne, Australia · ann@example.com · +61 400 000 000'].join('\n'));
    expect([en.sections.person.address, en.sections.person.region]).toEqual(['Carlton, Melbourne, Australia', 'Melbourne']);
  });
  it('leaves capitalised words on a line without contacts alone', () => {
    const { sections } = parseResumeText(['Ann Lee', 'Python, Kotlin, Swift', 'ann@example.com'].join('\n'));
    expect(sections.person.address).toBe('');
    // A place closed by a country abroad is where the person lives, contacts or not (foreign-place.ts, issue 37
    // round 26: a place outside KR/ID keeps its text, no country).
    const other = parseResumeText(['Ann Lee', 'Carlton, Melbourne, Australia', 'ann@example.com'].join('\n'));
    expect([other.sections.person.address, other.sections.person.country]).toEqual(['Carlton, Melbourne, Australia', '']);
  });
});
