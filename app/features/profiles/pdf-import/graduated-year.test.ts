import { describe, expect, it } from 'vitest';
import { graduatedYear } from './graduated-year';
import { parseResumeText } from './parse';

describe('a school line giving only the year it was finished', () => {
  it('reads the year after or before a status word', () => {
    expect(graduatedYear('Lulus 2019')).toBe('2019');
    expect(graduatedYear('Tamat tahun 2008')).toBe('2008');
    expect(graduatedYear('Graduated 2021')).toBe('2021');
    expect(graduatedYear('Graduation: 2013')).toBe('2013');
    expect(graduatedYear('2017 졸업')).toBe('2017');
  });
  it('leaves a year with a month, another word or no status alone', () => {
    expect(graduatedYear('Lulus Agu 2019')).toBeNull();
    expect(graduatedYear('Lulus dengan pujian 2019')).toBeNull();
    expect(graduatedYear('2019')).toBeNull();
    expect(graduatedYear('Belum lulus 2024')).toBeNull();
  });
  it('gives a school card its end year and reads a degree line over the school', () => {
    const { sections } = parseResumeText(
      [
        'Pendidikan',
        '',
        'Diploma III Teknik Mesin',
        'Politeknik Negeri Malang',
        'Lulus 2014',
        '',
        'SMK ‒ Teknik Pemesinan',
        'SMK Negeri 2 Blitar',
        'Lulus 2011',
      ].join('\n'),
    );
    expect(sections.educations.map((e) => [e.school, e.major, e.gradLevel, e.end])).toEqual([
      ['Politeknik Negeri Malang', 'Teknik Mesin', 'university', '2014'],
      ['SMK Negeri 2 Blitar', 'Teknik Pemesinan', 'high_school', '2011'],
    ]);
  });
});
