import { describe, expect, it } from 'vitest';
import { closesWithDate, stackedDatedLines } from './dated-line-stack';

describe('dated lines stacked in one cell', () => {
  it('are two items when each closes with its own date after a comma, a dash or a bracket', () => {
    expect(
      stackedDatedLines(
        'Food Safety Level 3 – WIFI Wien, May 2018',
        'First Aid Certificate – Red Cross, June 2020',
      ),
    ).toBe(true);
    expect(stackedDatedLines('Sertifikat Kompetensi — BNSP (Mei 2021)', 'Brevet A – IAI, 2019')).toBe(true);
    expect(closesWithDate('정보처리기사 – 한국산업인력공단, 2019.06')).toBe(true);
  });

  it('leaves a wrapped sentence, a line without a date at its end and a date alone to the other rules', () => {
    expect(closesWithDate('Opened the second kitchen in')).toBe(false);
    expect(closesWithDate('Led the menu change of March 2019')).toBe(false);
    expect(closesWithDate('2019.06')).toBe(false);
    expect(
      stackedDatedLines(
        'Food Safety Level 3 – WIFI Wien, May 2018',
        'and renewed by the same body each year',
      ),
    ).toBe(false);
  });
});
