import { describe, expect, it } from 'vitest';
import { groupedPositions, isPeriodWithDuration, isPlaceLine } from './grouped-positions';
import { parseResumeText } from './parse';

const resume = (experience: string[]) =>
  [
    'Rina Maharani',
    'Head Nurse at Siloam Hospitals',
    '',
    'Experience',
    ...experience,
    '',
    'Education',
    'Universitas Airlangga',
    'Bachelor of Nursing · (2008 - 2012)',
  ].join('\n');

const grouped = [
  'Siloam Hospitals',
  '7 years 2 months',
  '',
  'Head Nurse, Intensive Care Unit',
  'October 2022 - Present (4 years 2 months)',
  'Surabaya, East Java, Indonesia',
  '',
  'Lead a team of 22 nurses across two ICU wards.',
  'Introduced a sepsis screening checklist used on every admission.',
  '',
  'Staff Nurse',
  'October 2019 - September 2022 (3 years)',
  'Surabaya, East Java, Indonesia',
  '',
  'RSUD Dr. Soetomo',
  '',
  'Ward Nurse',
  'March 2013 - August 2019 (6 years 6 months)',
  'Surabaya, Indonesia',
  '• Cared for 12 post-surgical patients a shift.',
];

describe('positions grouped under one company (a LinkedIn export)', () => {
  it('gives each position its company, title, period and description, the place and total time gone', () => {
    const works = parseResumeText(resume(grouped)).sections.works;
    expect(works.map((w) => [w.company, w.position, w.start, w.end])).toEqual([
      ['Siloam Hospitals', 'Head Nurse, Intensive Care Unit', '2022.10', ''],
      ['Siloam Hospitals', 'Staff Nurse', '2019.10', '2022.09'],
      ['RSUD Dr. Soetomo', 'Ward Nurse', '2013.03', '2019.08'],
    ]);
    expect(works[0].achievements).toContain('sepsis screening checklist');
    expect(works[0].achievements).not.toContain('Surabaya');
    expect(works[1].achievements).toBe('');
    expect(works[2].achievements).toContain('post-surgical');
  });

  it('tells the period with its time served and the place lines', () => {
    expect(isPeriodWithDuration('Juli 2021 - Saat ini (5 tahun 5 bulan)')).toBe(true);
    expect(isPeriodWithDuration('October 2019 - September 2022 (3 years)')).toBe(true);
    expect(isPeriodWithDuration('October 2019 - September 2022')).toBe(false);
    expect(isPeriodWithDuration('Siloam Hospitals (2019 - 2022)')).toBe(false);
    expect(isPlaceLine('Makassar, Sulawesi Selatan, Indonesia')).toBe(true);
    expect(isPlaceLine('Busan, South Korea')).toBe(true);
    expect(isPlaceLine('Head Nurse, Intensive Care Unit')).toBe(false);
  });

  it('leaves a section alone when one period has no time served, or only one position is dated so', () => {
    const mixed = grouped.map((l) =>
      l === 'October 2019 - September 2022 (3 years)' ? 'October 2019 - September 2022' : l,
    );
    expect(groupedPositions(mixed)).toEqual(mixed);
    const one = [
      'Siloam Hospitals',
      '',
      'Staff Nurse',
      'October 2019 - September 2022 (3 years)',
      'Surabaya, Indonesia',
    ];
    expect(groupedPositions(one)).toEqual(one);
  });
});
