import { describe, expect, it } from 'vitest';
import { birthYearWrapped, withoutBirthPlace } from './birth-place-line';
import { parseResumeText } from './parse';

const NOW = new Date('2026-11-30T00:00:00Z');
const person = (lines: string[]) => parseResumeText(lines.join('\n')).sections.person;

describe('a bare "place, day month year" under the contacts (tempat, tanggal lahir without its label)', () => {
  it('is the birth date (id, en)', () => {
    expect(withoutBirthPlace('Semarang, 2 Oktober 1994', NOW)).toBe('2 Oktober 1994');
    expect(withoutBirthPlace('Manchester, 21 March 1990', NOW)).toBe('21 March 1990');
    const p = person([
      'Rina Wulandari',
      'Akuntan',
      'Semarang | 0813-5555-0101 | rina.w@example.com',
      'Semarang, 2 Oktober 1994',
      'RINGKASAN',
      'Akuntan.',
    ]);
    expect([p.birthYear, p.birthMonth]).toEqual(['1994', '10']);
  });

  it('leaves a dated letter line, a month without a day, a period and an address as they are', () => {
    expect(withoutBirthPlace('Surabaya, 12 Maret 2024', NOW)).toBe('Surabaya, 12 Maret 2024');
    expect(withoutBirthPlace('Semarang, Oktober 1994', NOW)).toBe('Semarang, Oktober 1994');
    expect(withoutBirthPlace('Bandung, 1 Jan 2019 – 3 Feb 2020', NOW)).toBe(
      'Bandung, 1 Jan 2019 – 3 Feb 2020',
    );
    expect(withoutBirthPlace('Jl. Merdeka 12, Bandung', NOW)).toBe('Jl. Merdeka 12, Bandung');
    const p = person([
      'Rina Wulandari',
      'Semarang | 0813-5555-0101 | rina.w@example.com',
      'Semarang, 12 Maret 2024',
      'RINGKASAN',
      'Akuntan.',
    ]);
    expect(p.birthYear).toBe('');
  });
});

describe('a labelled birth date whose year wrapped onto the next line', () => {
  it('is read with its year (id, en)', () => {
    const p = person(['Ayu Lestari', 'DATA DIRI', 'Tanggal Lahir: 9 Agustus', '1998', 'Agama: Islam']);
    expect([p.birthYear, p.birthMonth]).toEqual(['1998', '8']);
    expect(birthYearWrapped(true, 'Born: 3 March', '1991')).toBe(true);
  });

  it('leaves a full date, an unlabelled line and a year that is a line of its own as they are', () => {
    expect(birthYearWrapped(true, 'Tanggal Lahir: 9 Agustus 1998', '2019')).toBe(false);
    expect(birthYearWrapped(false, 'Jakarta: 9 Agustus', '1998')).toBe(false);
    expect(birthYearWrapped(true, 'Tanggal Lahir: 9 Agustus', '1998 – 2002')).toBe(false);
  });
});
