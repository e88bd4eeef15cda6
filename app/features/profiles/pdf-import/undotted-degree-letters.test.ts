import { describe, expect, it } from 'vitest';
import { parseEducations } from './education';
import { isLoneYear, undottedDegreeLevel } from './undotted-degree-letters';

describe('degree letters without dots, a degree line ending in its year', () => {
  it('name a level in capitals before "in", a comma or a subject', () => {
    expect(undottedDegreeLevel('MA in History')).toBe('grad_school');
    expect(undottedDegreeLevel('BA, Philosophy')).toBe('university');
    expect(undottedDegreeLevel('MPhil Archaeology')).toBe('grad_school');
    expect(undottedDegreeLevel('LLB')).toBe('university');
  });

  it('leave words that only begin with the letters alone', () => {
    expect(undottedDegreeLevel('MAN Truck & Bus')).toBeNull();
    expect(undottedDegreeLevel('Ma in the kitchen')).toBeNull();
    expect(undottedDegreeLevel('BSN Medical')).toBeNull();
    expect(isLoneYear('2014 Cohort')).toBe(false);
  });

  it('read "MA in History, School" and "BSc Subject, School, Year" as two schools', () => {
    const schools = parseEducations([
      'MA in History, University of Bristol\t2017 – 2018',
      'BSc Computer Science, University of Kent, 2014',
    ]);
    expect(schools).toMatchObject([
      {
        gradLevel: 'grad_school',
        school: 'University of Bristol',
        major: 'History',
        start: '2017',
        end: '2018',
      },
      { gradLevel: 'university', school: 'University of Kent', major: 'Computer Science', end: '2014' },
    ]);
  });
});

describe('subject-named degree letters without dots', () => {
  it('read BTech and MTech as degrees', () => {
    expect(undottedDegreeLevel('BTech Civil Engineering')).toBe('university');
    expect(undottedDegreeLevel('MTech in Structures')).toBe('grad_school');
    expect(undottedDegreeLevel('BTechnica Ltd')).toBeNull();
  });
});

describe('degree letters with a British honours mark', () => {
  it('read "BA (Hons) Subject" and "BSc Hons, Subject" as degrees, the mark out of the major', () => {
    expect(undottedDegreeLevel('BA (Hons) Garden Design')).toBe('university');
    expect(undottedDegreeLevel('BSc Hons, Ocean Science')).toBe('university');
    const schools = parseEducations(['BA (Hons) Garden Design', 'Bramley University', 'Sep 2015 – Jun 2018']);
    expect(schools).toMatchObject([{ gradLevel: 'university', school: 'Bramley University', major: 'Garden Design' }]);
  });

  it('leave a mark that stands after no degree letters, or letters that open a word', () => {
    expect(undottedDegreeLevel('Hons (BA) Garden Design')).toBeNull();
    expect(undottedDegreeLevel('BAR (Hons) Garden Design')).toBeNull();
    expect(undottedDegreeLevel('Honshu Garden Design')).toBeNull();
  });
});
