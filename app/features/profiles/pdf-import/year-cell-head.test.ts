import { describe, expect, it } from 'vitest';
import { parseProjects } from './projects';
import { lastCellDated, sameYearCellHead } from './year-cell-head';

describe('project heads ending in a year cell', () => {
  it('know a last cell that is a year or a period alone', () => {
    expect(lastCellDated('Tide gauge logger | Developer\t2019')).toBe(true);
    expect(lastCellDated('Tide gauge logger\tMar 2019 – Jun 2019')).toBe(true);
    expect(lastCellDated('Tide gauge logger built in 2019')).toBe(false);
    expect(lastCellDated('Logged 2019 tides\tfor the port authority')).toBe(false);
  });

  it('compare a line with the entry head', () => {
    expect(sameYearCellHead('Berth planner\t2020', 'Tide gauge logger\t2019')).toBe(true);
    expect(sameYearCellHead('Berth planner\t2020', 'Tide gauge logger')).toBe(false);
  });

  it('open the next project after the tools line, without a gap', () => {
    const projects = parseProjects([
      'Tide gauge logger | Developer\t2019',
      'A logger that posts tide readings every minute.',
      'Technologies: Arduino, MQTT',
      'Berth planner | Analyst\t2020',
      'A planner that books berths two weeks ahead.',
      'Technologies: Excel',
    ]);
    expect(projects.map((p) => [p.projectName, p.technologiesUsed])).toEqual([
      ['Tide gauge logger', 'Arduino, MQTT'],
      ['Berth planner', 'Excel'],
    ]);
  });
});
