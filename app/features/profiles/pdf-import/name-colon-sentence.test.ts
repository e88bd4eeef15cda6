import { describe, expect, it } from 'vitest';
import { parseProjects } from './projects';
import { nameColonSentence } from './name-colon-sentence';

describe('a project\'s "Name: Sentence." line', () => {
  it('reads the name before the colon and the sentence as its description', () => {
    expect(
      parseProjects([
        '2019–2020\tTidal turbine blade monitor: A strain-gauge network logging blade fatigue at sea.',
        'Tools: LabVIEW, MATLAB',
      ]),
    ).toEqual([
      {
        projectName: 'Tidal turbine blade monitor',
        projectDescription: 'A strain-gauge network logging blade fatigue at sea.',
        technologiesUsed: 'LabVIEW, MATLAB',
      },
    ]);
  });

  it('leaves a label before a colon, a short value and a name with no sentence after it alone', () => {
    expect(nameColonSentence('Client: Samsung Electronics.')).toBeNull();
    expect(nameColonSentence('Role: Led the backend team of four.')).toBeNull();
    expect(nameColonSentence('Inventory Tracker: Phase 2')).toBeNull();
    expect(nameColonSentence('We shipped it. Then: A new version came out in May.')).toBeNull();
  });
});
