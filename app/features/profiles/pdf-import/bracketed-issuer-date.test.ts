import { describe, expect, it } from 'vitest';
import { bracketedIssuerDate } from './bracketed-issuer-date';
import { parseAwards } from './issued';

describe('"Name (Issuer, date)" with brackets inside the issuer', () => {
  it('gives the name, the issuer with its own brackets, and the date', () => {
    expect(bracketedIssuerDate('공모전 대상 (CJ대한통운(주), 2019. 11.)')).toEqual([
      '공모전 대상',
      'CJ대한통운(주)',
      '2019. 11.',
    ]);
    expect(parseAwards(['안전 우수상 (포스코(주), 2020. 6.)'])).toEqual([
      { awardName: '안전 우수상', awardIssuedBy: '포스코(주)', awardYear: '2020' },
    ]);
  });

  it('leaves a bracket without nesting, without a date after a comma, or an abbreviation alone', () => {
    for (const piece of [
      'Chartered Accountant (CA)',
      '우수상 (한국무역협회, 2019)',
      '우수상 (삼성전자(주))',
      'Level (2, Module (1))',
    ])
      expect(bracketedIssuerDate(piece)).toBeNull();
  });
});
