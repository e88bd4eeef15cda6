import { describe, expect, it } from 'vitest';
import { toolsAfterName } from './name-line-tools';
import { parseResumeText } from './parse';

describe('tools after a project’s name, set off by a spaced dash', () => {
  it('are the project’s technologies (en, id)', () => {
    expect(toolsAfterName('Harbour Crane Scheduler — Kotlin, Ktor, Redis')).toBe('Kotlin, Ktor, Redis');
    const { sections } = parseResumeText(
      [
        'Budi Santoso',
        'PROJECTS',
        'Harbour Crane Scheduler – Kotlin, Ktor',
        'Plans crane shifts per berth.',
      ].join('\n'),
    );
    expect(sections.projects.map((p) => [p.projectName, p.technologiesUsed, p.projectDescription])).toEqual([
      ['Harbour Crane Scheduler', 'Kotlin, Ktor', 'Plans crane shifts per berth.'],
    ]);
  });

  it('leave a hyphenated name, a role, a place and a sentence after the dash alone', () => {
    expect(toolsAfterName('Point-of-Sale Sync, v2')).toBeNull();
    expect(toolsAfterName('Harbour Crane Scheduler — Team Lead')).toBeNull();
    expect(toolsAfterName('Harbour Crane Scheduler — Busan, Korea')).toBeNull();
    expect(
      toolsAfterName('Harbour Crane Scheduler — Plans crane shifts per berth, and reports delays.'),
    ).toBeNull();
  });
});
