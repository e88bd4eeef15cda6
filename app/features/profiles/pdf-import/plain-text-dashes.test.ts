import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

describe('in a plain-text resume a spaced hyphen stands for the dash', () => {
  it('between a certificate and its issuer, but not before its level', () => {
    const { sections } = parseResumeText(
      [
        'CERTIFICATIONS',
        'Tableau Desktop Specialist - Tableau\t2019',
        'AWS Certified Solutions Architect - Associate\t2020',
      ].join('\n'),
    );
    expect(
      sections.certifications.map((c) => [c.certificationName, c.certificationIssuedBy, c.issueDate]),
    ).toEqual([
      ['Tableau Desktop Specialist', 'Tableau', '2019'],
      ['AWS Certified Solutions Architect - Associate', '', '2020'],
    ]);
  });

  it("between a project's name and its description", () => {
    const { sections } = parseResumeText(
      [
        'PROJECTS',
        'pgshard - Open-source PostgreSQL sharding proxy written in Go.',
        'Stack: Go, PostgreSQL, gRPC',
      ].join('\n'),
    );
    expect(sections.projects.map((p) => [p.projectName, p.projectDescription, p.technologiesUsed])).toEqual([
      ['pgshard', 'Open-source PostgreSQL sharding proxy written in Go.', 'Go, PostgreSQL, gRPC'],
    ]);
  });
});
