import { describe, expect, it } from 'vitest';
import { withoutMinor } from './degree-minor';
import { parseResumeText } from './parse';

describe('a minor after the major and an associate degree (degree-minor.ts, education.ts)', () => {
  it('drops "; Minor in X" and ", minor: X"', () => {
    expect(withoutMinor('Bachelor of Arts, History; Minor in Music')).toBe('Bachelor of Arts, History');
    expect(withoutMinor('Geology, minor: Statistics')).toBe('Geology');
  });
  it('keeps a major that only has the word inside it', () => {
    expect(withoutMinor('Bachelor of Arts, Minority Studies')).toBe('Bachelor of Arts, Minority Studies');
    expect(withoutMinor('Minor in Music')).toBe('Minor in Music');
  });
  it('reads an associate degree and its major', () => {
    const { sections } = parseResumeText(
      [
        'EDUCATION',
        'Riverbend Community College\t2015 – 2017',
        'Associate of Applied Science, Culinary Arts',
        'Hilltop University\t2017 – 2019',
        'Bachelor of Arts, History; Minor in Music',
      ].join('\n'),
    );
    expect(sections.educations.map((e) => [e.school, e.major, e.gradLevel])).toEqual([
      ['Riverbend Community College', 'Culinary Arts', 'university'],
      ['Hilltop University', 'History', 'university'],
    ]);
  });
  it('leaves a job title with "Associate" in it a job title', () => {
    const { sections } = parseResumeText(
      ['EXPERIENCE', 'Pinecone Analytics\t2019 – 2021', 'Associate Consultant'].join('\n'),
    );
    expect(sections.works.map((w) => w.position)).toEqual(['Associate Consultant']);
  });
});
