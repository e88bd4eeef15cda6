import { describe, expect, it } from 'vitest';
import { labelRowsOverValues } from './label-row-over-values';
import { parseResumeText } from './parse';

const personOf = (lines: string[]) => {
  const { person } = parseResumeText(
    [...lines, 'Pengalaman Kerja', 'PT Sinar Abadi\t2020 - 2022'].join('\n'),
  ).sections;
  return [person.region, person.address];
};

describe('a domicile of several places under a region label', () => {
  it('is the address as written, its last place the region (id, en)', () => {
    expect(
      personOf(['Rudi Hartanto', 'Domisili\tCibinong, Bogor, Jawa Barat\tTelepon\t0812-7000-3141']),
    ).toEqual(['Jawa Barat', 'Cibinong, Bogor, Jawa Barat']);
    expect(personOf(['Rudi Hartanto', 'Location: Kuta Selatan, Badung, Bali, Indonesia'])).toEqual([
      'Bali',
      'Kuta Selatan, Badung, Bali, Indonesia',
    ]);
  });

  it('leaves a place alone, a city with its country and a written address as they were', () => {
    expect(personOf(['Rudi Hartanto', 'Domisili: Bogor'])).toEqual(['Bogor', '']);
    expect(personOf(['Rudi Hartanto', 'Domisili: Bogor, Indonesia'])[1]).toBe('');
    expect(
      personOf(['Rudi Hartanto', 'Domisili: Bogor, Jawa Barat', 'Alamat: Jl. Pajajaran No. 12, Bogor']),
    ).toEqual(['Bogor, Jawa Barat', 'Jl. Pajajaran No. 12, Bogor']);
  });
});

describe('a row of contact labels over a row of their values', () => {
  it('pairs each label with the value under it', () => {
    expect(
      personOf(['Rudi Hartanto', 'EMAIL\tDOMISILI', 'rudi.h@mail.com\tCibinong, Bogor, Jawa Barat']),
    ).toEqual(['Jawa Barat', 'Cibinong, Bogor, Jawa Barat']);
  });

  it('leaves a table header over its rows and a row of labels over a row of other labels alone', () => {
    const grid = ['Pendidikan\tTahun', 'SMA Negeri 1 Bogor\t2014'];
    expect(labelRowsOverValues(grid)).toEqual(grid);
    const labels = ['Email\tTelepon', 'Domisili\tTanggal lahir'];
    expect(labelRowsOverValues(labels)).toEqual(labels);
    const uneven = ['Email\tTelepon\tDomisili', 'rudi.h@mail.com\t0812-7000-3141'];
    expect(labelRowsOverValues(uneven)).toEqual(uneven);
  });
});
