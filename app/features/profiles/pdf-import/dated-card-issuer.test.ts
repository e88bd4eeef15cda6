import { describe, expect, it } from 'vitest';
import { parseAwards } from './issued';
import { datedCardIssuer } from './dated-card-issuer';

describe("a portal's award card: name, issuer, date alone", () => {
  it('reads the line over the date as the issuer when it names an organisation', () => {
    expect(
      parseAwards(['Pegawai Teladan Tingkat Provinsi', 'PT Pos Indonesia (Persero)', 'Agustus 2022']),
    ).toEqual([
      {
        awardName: 'Pegawai Teladan Tingkat Provinsi',
        awardIssuedBy: 'PT Pos Indonesia (Persero)',
        awardYear: '2022',
      },
    ]);
    expect(parseAwards(['Dean’s List', 'Seoul National University', 'Mar 2019'])).toEqual([
      { awardName: 'Dean’s List', awardIssuedBy: 'Seoul National University', awardYear: '2019' },
    ]);
  });

  it('leaves a name wrapped over two lines, and a card with no organisation, whole', () => {
    expect(
      datedCardIssuer(['Best Paper Award for Research in', 'Machine Learning Systems', '2023']),
    ).toBeNull();
    expect(datedCardIssuer(['Employee of the Month', 'Warehouse Operations', 'June 2021'])).toBeNull();
    expect(datedCardIssuer(['Juara 1 Lomba Debat', 'Universitas Indonesia', 'Tim nasional 2019'])).toBeNull();
    const [award] = parseAwards(['Best Paper Award for Research in', 'Machine Learning Systems', '2023']);
    expect(award.awardName).toBe('Best Paper Award for Research in Machine Learning Systems');
  });
});
