import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { headingOf } from './sections';

describe("a Europass CV's labels, read in rows beside what they label", () => {
  it('open the sections they name, the text beside them its first line', () => {
    expect(headingOf('Digital skills\tExcel, Tableau')).toMatchObject({
      kind: 'skills',
      rest: 'Excel, Tableau',
    });
    expect(headingOf('Job-related skills\tBudgeting')).toMatchObject({ kind: 'skills' });
    expect(headingOf('Mother tongue(s)\tDutch')).toMatchObject({ kind: 'languages', rest: 'Dutch' });
    expect(headingOf('Other language(s)\tUNDERSTANDING')).toMatchObject({ kind: 'languages' });
    expect(headingOf('Driving licence\tB')).toMatchObject({ kind: 'other' });
    expect(headingOf('Job applied for\tHotel Manager')).toMatchObject({ kind: 'other' });
    expect(headingOf('PERSONAL SKILLS')).toMatchObject({ kind: 'other' });
    expect(headingOf('ADDITIONAL INFORMATION')).toMatchObject({ kind: 'other' });
  });

  it('leave words that are no label alone', () => {
    expect(headingOf('Digital marketing\tSEO, SEA')).toBeNull();
    expect(headingOf('Driving\tB')).toBeNull();
    expect(headingOf('Position\tHotel Manager')).toBeNull();
  });

  it('read the name under the Europass logo, the birth date after its label with no colon (day first)', () => {
    const parsed = parseResumeText(
      [
        'europass',
        'Annelies de Vries',
        'Curriculum Vitae',
        '',
        'PERSONAL INFORMATION',
        'Utrecht, Netherlands',
        'Sex Female\tDate of birth 04/11/1991\tNationality Dutch',
        '',
        'Job applied for\tFront Office Manager',
        '',
        'WORK EXPERIENCE',
        '06/2019 – present\tFront Office Supervisor',
        'Hotel Okura, Amsterdam',
      ].join('\n'),
    );
    expect(parsed.name).toBe('Annelies de Vries');
    expect(parsed.sections.person).toMatchObject({ birthYear: '1991', birthMonth: '11' });
    expect(JSON.stringify(parsed.sections)).not.toContain('Front Office Manager');
  });

  it('keeps a name that is no logo, and a date after another label no birth date', () => {
    const parsed = parseResumeText(
      [
        'Europa Lindqvist',
        'Sex Female\tAvailable from 04/11/2026',
        '',
        'EXPERIENCE',
        '2019 – 2021\tBarista',
      ].join('\n'),
    );
    expect(parsed.name).toBe('Europa Lindqvist');
    expect(parsed.sections.person.birthYear).toBe('');
  });
});
