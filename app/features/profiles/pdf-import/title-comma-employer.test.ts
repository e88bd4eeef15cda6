import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

const works = (lines: string[]) =>
  parseResumeText(['Owen Marsh', '', 'EXPERIENCE', '', ...lines].join('\n')).sections.works.map((w) => ({
    company: w.company,
    position: w.position,
  }));

describe('"Title, Employer" with the dates right, the title a clinical or trade occupation', () => {
  it('takes the occupation before the comma for the position', () => {
    expect(
      works([
        'Lead Sonographer, Harbor Imaging Partners\t04/2020 – Present',
        '• Ran vascular and abdominal studies.',
        '',
        'Dietetic Clinician, Mercy Valley Hospital\t06/2016 – 03/2020',
        '• Planned renal diets.',
        '',
        'Pharmacy Extern, Cedar Family Pharmacy\t01/2015 – 05/2016',
        '• Filled prescriptions under supervision.',
        '',
        'Speech-Language Pathologist, Northgate Schools\t09/2012 – 12/2014',
        '• Assessed articulation.',
      ]),
    ).toEqual([
      { company: 'Harbor Imaging Partners', position: 'Lead Sonographer' },
      { company: 'Mercy Valley Hospital', position: 'Dietetic Clinician' },
      { company: 'Cedar Family Pharmacy', position: 'Pharmacy Extern' },
      { company: 'Northgate Schools', position: 'Speech-Language Pathologist' },
    ]);
  });
});
