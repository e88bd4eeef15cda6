import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { POSITION_WORD } from './work';

// Occupations named by their own noun (a nurse, a pharmacist, a teacher; perawat, guru, dosen) are titles as an
// engineer or a manager is: "Registered Nurse — Mount Carmel East" names the title first, the employer after it.
const head = (line: string) =>
  parseResumeText(['Jane Doe', '', 'EXPERIENCE', `${line}\tAugust 2016 – May 2019`, '• Led the huddle.'].join('\n'))
    .sections.works[0];

describe('an occupation noun as a title word', () => {
  it('reads the occupation as the title, on either side of the dash', () => {
    expect(head('Registered Nurse — Riverside Hospital')).toMatchObject({
      company: 'Riverside Hospital',
      position: 'Registered Nurse',
    });
    expect(head('Mathematics Teacher — Lincoln High School')).toMatchObject({
      company: 'Lincoln High School',
      position: 'Mathematics Teacher',
    });
    expect(POSITION_WORD.test('Perawat Pelaksana')).toBe(true);
    expect(POSITION_WORD.test('Dosen Tetap')).toBe(true);
  });

  it('leaves an employer alone', () => {
    expect(POSITION_WORD.test('Mount Carmel East')).toBe(false);
    expect(POSITION_WORD.test('Rumah Sakit Umum Daerah')).toBe(false);
    expect(POSITION_WORD.test('Nursery Rhymes Ltd')).toBe(false);
  });
});
