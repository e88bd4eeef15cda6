import { describe, expect, it } from 'vitest';
import { datedNameDash } from './dated-name-dash';
import { parseProjects } from './projects';

describe('a project on one line: "Name (Year) — what it did"', () => {
  it('splits the name from the description, the year dropped', () => {
    expect(
      datedNameDash('Sistem antrian puskesmas (2019–2020) – aplikasi antrian untuk tiga puskesmas'),
    ).toEqual(['Sistem antrian puskesmas', 'aplikasi antrian untuk tiga puskesmas']);
    expect(datedNameDash('Fleet fuel tracker (2023 - present) — logs every refuel from a phone.')).toEqual([
      'Fleet fuel tracker',
      'logs every refuel from a phone.',
    ]);
  });

  it('is none without the bracketed year or the dash', () => {
    expect(datedNameDash('Fleet fuel tracker — logs every refuel from a phone.')).toBeNull();
    expect(datedNameDash('Won the award (2019) for the best thesis.')).toBeNull();
  });

  it('makes each such line a project of its own', () => {
    const projects = parseProjects([
      'Fleet fuel tracker (2023) — logs every refuel from a phone.',
      'Tools: Flutter, Firebase',
      'Depot heat map (2021) — shows where pallets wait longest.',
      'Tools: Python',
    ]);
    expect(projects.map((p) => [p.projectName, p.technologiesUsed])).toEqual([
      ['Fleet fuel tracker', 'Flutter, Firebase'],
      ['Depot heat map', 'Python'],
    ]);
  });
});
