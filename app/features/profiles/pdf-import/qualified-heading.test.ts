import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { qualifiedHeading } from './qualified-heading';

describe('a heading narrowed by a word ("Selected publications", "Publikasi terpilih", "주요 논문")', () => {
  it("opens the section its heading word names, so its lines are not the section above's", () => {
    expect(qualifiedHeading('Recent Publications')).toBe('other');
    expect(qualifiedHeading('Notable Projects')).toBe('projects');
    expect(qualifiedHeading('Publikasi terpilih')).toBe('other');
    const parsed = parseResumeText(
      [
        'Ana Lopez',
        '',
        'Languages',
        'Spanish\tMother tongue',
        '',
        'Selected publications',
        '2021\tA. Lopez. “A title.” Journal 6 (2021) 22–28.',
      ].join('\n'),
    );
    expect(parsed.sections.languages.map((l) => l.languageName)).toEqual(['Spanish']);
  });

  it('leaves a qualifier before words that name no section, and a line that is no heading, alone', () => {
    expect(qualifiedHeading('Selected clients')).toBeNull();
    expect(qualifiedHeading('Key responsibilities')).toBeNull();
    expect(qualifiedHeading('Recent work on the publications pipeline')).toBeNull();
    expect(qualifiedHeading('Publications')).toBeNull();
  });
});
