import { describe, expect, it } from 'vitest';
import { isJobBlock, jobsAmongProjects } from './job-among-projects';
import { parseResumeText } from './parse';

describe('a job under the projects heading', () => {
  it('is a job: an employer with a period of months over a position and its town', () => {
    const lines = [
      'Harbour analytics notebook\t2020',
      'Open notebooks on container dwell times.',
      'Maersk Line\tJul 2015 – Dec 2015',
      'Operations Intern\tAarhus',
      '• Reconciled vessel schedules for the Baltic feeder routes.',
    ];
    expect(jobsAmongProjects(lines).jobs).toEqual(['', ...lines.slice(2)]);
    const { sections } = parseResumeText(
      [
        'Ana Costa',
        'ana.costa@example.com',
        '',
        'EXPERIENCE',
        'Kuehne+Nagel\tJan 2016 – Present',
        'Logistics Analyst\tLisbon',
        '• Modelled warehouse slotting for 9,000 SKUs.',
        '',
        'PROJECTS',
        ...lines,
      ].join('\n'),
    );
    expect(sections.works.map((w) => [w.company, w.position, w.start, w.end])).toEqual([
      ['Kuehne+Nagel', 'Logistics Analyst', '2016.01', ''],
      ['Maersk Line', 'Operations Intern', '2015.07', '2015.12'],
    ]);
    expect(sections.projects.map((p) => p.projectName)).toEqual(['Harbour analytics notebook']);
  });

  it('leaves a project with a year, with its tools line or with a role and no town alone', () => {
    expect(isJobBlock(['Route planner app\t2019', 'Technologies: Kotlin, Firebase'])).toBe(false);
    expect(isJobBlock(['Route planner app\tMar 2019 – Jun 2019', 'Kotlin, Firebase'])).toBe(false);
    expect(isJobBlock(['Route planner app\tMar 2019 – Jun 2019', 'Role: Lead developer'])).toBe(false);
    const lines = ['Route planner app\tMar 2019 – Jun 2019', 'A delivery route planner for couriers.'];
    expect(jobsAmongProjects(lines)).toEqual({ projects: lines, jobs: [] });
  });
});
