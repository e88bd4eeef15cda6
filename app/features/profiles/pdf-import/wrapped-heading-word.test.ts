import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

const parse = (lines: string[]) => parseResumeText(['Hana Putri', ...lines].join('\n')).sections;

describe("a section's own heading word ending an item wrapped onto a second line", () => {
  it('is the end of the item, not a second heading (en, id)', () => {
    const s = parse([
      'CERTIFICATIONS',
      'Microsoft Azure Fundamentals',
      'Certification',
      'Microsoft · 2021',
      'AWARDS',
      'Regional Sales',
      'Award',
      'Unilever · 2020',
    ]);
    expect(s.certifications.map((c) => [c.certificationName, c.certificationIssuedBy, c.issueDate])).toEqual([
      ['Microsoft Azure Fundamentals Certification', 'Microsoft', '2021'],
    ]);
    expect(s.awards.map((a) => [a.awardName, a.awardIssuedBy, a.awardYear])).toEqual([
      ['Regional Sales Award', 'Unilever', '2020'],
    ]);
  });

  it('still opens a section after a gap, after a sentence, or when it names another section', () => {
    const s = parse([
      'SKILLS',
      'Excel, Tableau',
      '',
      'Certification',
      'Tableau Desktop Specialist · 2022',
      'Languages',
      'English (Fluent)',
    ]);
    expect(s.skills).toEqual(['Excel', 'Tableau']);
    expect(s.certifications.map((c) => c.certificationName)).toEqual(['Tableau Desktop Specialist']);
    expect(s.languages.map((l) => l.languageName)).toEqual(['English']);
    const after = parse([
      'PROJECTS',
      'Route Planner',
      'Built the routing service.',
      'Projects',
      'Fare Calculator',
    ]);
    expect(after.projects.map((p) => p.projectName)).toEqual(['Route Planner', 'Fare Calculator']);
  });
});
