import { describe, expect, it } from 'vitest';
import { parseWorks } from './work';
import { titleEmployerPlace } from './title-employer-place-line';

describe('a moderncv entry line: "Title, Employer, City."', () => {
  it('reads the title as the position and the employer as the company, the place dropped', () => {
    const [work] = parseWorks([
      '01/2018–12/2020\tResearch Scientist, Fraunhofer Institute, Freiburg, Germany.',
      '• Built a test rig.',
    ]);
    expect(work).toMatchObject({
      company: 'Fraunhofer Institute',
      position: 'Research Scientist',
      start: '2018.01',
      end: '2020.12',
    });
    expect(titleEmployerPlace('Visiting Fellow, Kyoto University, Kyoto, JP.')).toEqual([
      'Kyoto University',
      'Visiting Fellow',
    ]);
  });

  it('leaves a sentence, a line with no full stop, and two pieces to the ordinary reading', () => {
    expect(titleEmployerPlace('Led the migration, cut costs, improved uptime.')).toBeNull();
    expect(titleEmployerPlace('Research Scientist, Fraunhofer Institute, Freiburg')).toBeNull();
    expect(titleEmployerPlace('Research Scientist, Fraunhofer Institute.')).toBeNull();
    expect(titleEmployerPlace('Analyst, Acme, grew revenue by 20% in two years.')).toBeNull();
  });
});
