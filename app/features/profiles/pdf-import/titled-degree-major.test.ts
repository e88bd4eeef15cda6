import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { titledDegreeMajor } from './titled-degree-major';

const education = (line: string) =>
  parseResumeText(['Dewi Lestari', '', 'Pendidikan', 'Universitas Brawijaya', line].join('\n')).sections
    .educations[0];

describe('a titled Indonesian degree, then the major after a comma', () => {
  it('reads the major after the title with its letters in brackets', () => {
    expect(education('Sarjana Komputer (S.Kom.), Sistem Informasi · (2014 - 2018)')).toMatchObject({
      major: 'Sistem Informasi',
      gradLevel: 'university',
      start: '2014',
      end: '2018',
    });
    expect(education('Magister Manajemen (M.M.), Manajemen Keuangan · (2019 - 2021)')).toMatchObject({
      major: 'Manajemen Keuangan',
      gradLevel: 'grad_school',
    });
  });

  it('leaves a title without bracketed letters, and a school after the comma, to the other readings', () => {
    expect(titledDegreeMajor('Sarjana Komputer, Sistem Informasi')).toBeNull();
    expect(titledDegreeMajor('Sarjana Teknik (S.T.), Universitas Brawijaya')).toBeNull();
    expect(titledDegreeMajor('Sertifikat Keahlian (B.N.S.P.), Akuntansi')).toBeNull();
  });
});

describe('the country an address of places ends with', () => {
  const person = (place: string) =>
    parseResumeText(
      [
        'Dewi Lestari',
        'Perawat di RS Siloam',
        place,
        '',
        'Pengalaman',
        'RS Siloam',
        'Perawat',
        'Maret 2020 - Saat ini',
      ].join('\n'),
    ).sections.person;

  it('is the person’s country', () => {
    expect(person('Balikpapan, Kalimantan Timur, Indonesia')).toMatchObject({
      country: 'ID',
      region: 'Kalimantan Timur',
    });
  });

  it('is none when the last place names no country', () => {
    expect(person('Kuching, Sarawak, Malaysia').country).toBe('');
  });
});
