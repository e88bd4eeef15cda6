import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { matrixHeading } from './skills-matrix';

const resume = (heading: string, header: string) =>
  [
    'Daniel Okafor',
    '',
    heading,
    '',
    header,
    'Apache Spark\t7\tExpert',
    'Terraform\t2\tIntermediate',
    '',
    'EDUCATION',
    '',
    'University of Texas at Austin\tAug 2015 – May 2017',
    'M.S., Computer Science',
  ].join('\n');

describe('a skills matrix (skill | years | level)', () => {
  it('reads the heading as the skills section and keeps only the skill column', () => {
    expect(parseResumeText(resume('TECHNICAL SKILLS MATRIX', 'Tool\tYrs\tLevel')).sections.skills).toEqual([
      'Apache Spark',
      'Terraform',
    ]);
    expect(parseResumeText(resume('Skills Matrix', 'Skill\tYears\tProficiency')).sections.skills).toEqual([
      'Apache Spark',
      'Terraform',
    ]);
    expect(matrixHeading('Matriks Keahlian')).toBe('skills');
  });

  it('leaves a heading whose words name no section, and a table with no years or level title, alone', () => {
    expect(matrixHeading('Responsibility Matrix')).toBeNull();
    expect(matrixHeading('Skills')).toBeNull();
    expect(parseResumeText(resume('SKILLS MATRIX', 'Tool\tTeam\tLevel')).sections.skills).toContain('Team');
  });
});
