import { describe, expect, it } from 'vitest';
import { withoutSectorLines } from './sector-line';

describe('a job\'s sector line (Europass "Business or sector")', () => {
  it('is dropped, labelled with or without a colon or a cell break (en, id, ko)', () => {
    expect(
      withoutSectorLines([
        'Sous Chef',
        '• Planned the pastry section.',
        'Business or sector Hospitality',
        'Sector: Retail',
        'Bidang usaha\tPerhotelan',
        '업종: 제조업',
      ]),
    ).toEqual(['Sous Chef', '• Planned the pastry section.']);
  });

  it('leaves duties that speak of a sector or an industry alone', () => {
    const duties = [
      '• Sector analysis for the retail desk',
      'Industry partners were briefed monthly.',
      '• Business development in the public sector',
    ];
    expect(withoutSectorLines(duties)).toEqual(duties);
  });
});
