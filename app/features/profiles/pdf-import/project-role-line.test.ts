import { describe, expect, it } from 'vitest';
import { isRoleLine } from './project-role-line';
import { parseProjects } from './projects';

describe("a project's role line beside its description", () => {
  it('knows role labels in three languages', () => {
    expect(isRoleLine('Peran: Pengawas lapangan')).toBe(true);
    expect(isRoleLine('- 역할 : PL')).toBe(true);
    expect(isRoleLine('Role: Data lead')).toBe(true);
    expect(isRoleLine('Roles of the team were rotated weekly.')).toBe(false);
  });

  it('is no part of the description when a description line is there', () => {
    const [project] = parseProjects([
      'Irrigation sensor network',
      'Role: Field engineer',
      'Description: 40 soil sensors over LoRa.',
    ]);
    expect(project.projectDescription).toBe('40 soil sensors over LoRa.');
  });

  it('is the description when nothing else describes the project', () => {
    const [project] = parseProjects([
      'Irrigation sensor network',
      'Role: Field engineer',
      'Tools: LoRaWAN, Grafana',
    ]);
    expect(project.projectDescription).toBe('Field engineer');
  });
});
