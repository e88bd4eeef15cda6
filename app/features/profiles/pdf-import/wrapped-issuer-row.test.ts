import { describe, expect, it } from 'vitest';
import { withWrappedIssuerRows } from './wrapped-issuer-row';

describe('withWrappedIssuerRows', () => {
  it('joins a row whose name and issuer wrapped', () => {
    expect(
      withWrappedIssuerRows([
        'Certified Energy Manager for Commercial and Municipal\tAssociation of Energy Engineers,',
        '',
        'Buildings\tJune 2019',
      ]),
    ).toEqual(['Certified Energy Manager for Commercial and Municipal Buildings\tAssociation of Energy Engineers, June 2019']);
    expect(withWrappedIssuerRows(['Ahli K3 Umum untuk Sektor\tKementerian Ketenagakerjaan,', 'Konstruksi\t2021'])).toEqual([
      'Ahli K3 Umum untuk Sektor Konstruksi\tKementerian Ketenagakerjaan, 2021',
    ]);
  });
  it('leaves rows that end whole', () => {
    const lines = ['Certified Energy Manager\tAssociation of Energy Engineers, 2019', 'LEED Green Associate\tUSGBC, 2020'];
    expect(withWrappedIssuerRows(lines)).toEqual(lines);
    const listed = ['PMP\tPMI,', 'Scrum Master 2018\tScrum Alliance, 2019'];
    expect(withWrappedIssuerRows(listed)).toEqual(listed);
  });
});
