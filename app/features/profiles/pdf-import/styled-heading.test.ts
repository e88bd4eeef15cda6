// A section title known by its capitals style (styled-heading.ts): made-up résumé lines, both ways.
import { describe, expect, it } from 'vitest';
import { splitSections } from './sections';
import { styledHeading, titlesInCaps } from './styled-heading';

describe('a capitals title of a section word and narrowing words', () => {
  it('names the section by the word that closes an English title or opens an Indonesian one', () => {
    expect(styledHeading('SEAGOING EXPERIENCE')).toBe('works');
    expect(styledHeading('CLINICAL EXPERIENCE')).toBe('works');
    expect(styledHeading('POSTGRADUATE EDUCATION')).toBe('educations');
    expect(styledHeading('PENGALAMAN\tKERJA\tMENGAJAR')).toBe('works');
  });

  it('leaves lines in lower case, with digits, too long, or two section words side by side', () => {
    expect(styledHeading('Volunteer Experience')).toBeNull();
    expect(styledHeading('EXPERIENCE 2019')).toBeNull();
    expect(styledHeading('FIVE YEARS OF FIELD EXPERIENCE')).toBeNull();
    expect(styledHeading('SKILLS EDUCATION')).toBeNull();
    expect(styledHeading('ACME LOGISTICS')).toBeNull();
  });

  it('says a document sets its titles in capitals only when most of its titles are', () => {
    const isTitle = (l: string) => /^(summary|skills|languages)$/i.test(l.trim());
    expect(titlesInCaps(['SUMMARY', 'text', 'SKILLS', 'LANGUAGES'], isTitle)).toBe(true);
    expect(titlesInCaps(['Summary', 'text', 'Skills', 'LANGUAGES'], isTitle)).toBe(false);
    expect(titlesInCaps(['SKILLS'], isTitle)).toBe(false);
  });
});

describe('splitting a résumé whose titles are capitals', () => {
  const lines = [
    'Rowan Pike',
    'SUMMARY',
    'Ornithologist who counts seabirds.',
    'SEABIRD EXPERIENCE',
    'Survey Lead\tMay 2020 – Present',
    'Skerry Island Observatory',
    'SKILLS',
    'Distance sampling, R',
  ];

  it('opens the works at the narrowed title', () => {
    const { sections } = splitSections(lines);
    expect(sections.map((s) => s.kind)).toEqual(['intro', 'works', 'skills']);
  });

  it('does not where the titles are not in capitals', () => {
    const mixed = lines.map((l) => (l === 'SUMMARY' ? 'Summary' : l === 'SKILLS' ? 'Skills' : l));
    const { sections } = splitSections(mixed);
    expect(sections.map((s) => s.kind)).not.toContain('works');
  });
});
