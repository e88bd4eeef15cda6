import { describe, expect, it } from 'vitest';
import { pageToLines, type TextRun } from './layout';
import { brokeBeforeJoiner } from './wrapped-period';

const PAGE = 595;
const run = (text: string, x: number, y: number, width: number): TextRun => ({
  text,
  x,
  y,
  width,
  size: 10,
  font: 'Regular',
});

describe('a period cell after a "No" column that broke before its joiner', () => {
  it('joins the dashed rest and the other wrapped cells back to their row', () => {
    const lines = pageToLines(
      [
        run('RIWAYAT PEKERJAAN', 40, 760, 120),
        run('No', 40, 740, 14),
        run('Periode', 62, 740, 40),
        run('Perusahaan', 160, 740, 60),
        run('Jabatan', 280, 740, 40),
        run('1', 40, 720, 6),
        run('Maret 2016', 62, 720, 56),
        run('UD Sinar Tenun', 160, 720, 84),
        run('Operator Mesin', 280, 720, 80),
        run('– Mei 2019', 62, 707, 54),
        run('Makmur', 160, 707, 42),
        run('2', 40, 687, 6),
        run('Juni 2019 – Sekarang', 62, 687, 92),
        run('PT Benang Jaya', 160, 687, 80),
        run('Kepala Regu', 280, 687, 60),
      ],
      PAGE,
    ).filter((l) => l.trim());
    expect(lines).toEqual([
      'RIWAYAT PEKERJAAN',
      'No\tPeriode\tPerusahaan\tJabatan',
      '1\tMaret 2016 – Mei 2019\tUD Sinar Tenun Makmur\tOperator Mesin',
      '2\tJuni 2019 – Sekarang\tPT Benang Jaya\tKepala Regu',
    ]);
  });

  it('reads the dash as the joiner only after a date that closes with no joiner of its own', () => {
    expect(brokeBeforeJoiner('Maret 2016', '– Mei 2019')).toBe(true);
    expect(brokeBeforeJoiner('2018.04', '~ 현재')).toBe(true);
    expect(brokeBeforeJoiner('2016 – 2018', '– Mei 2019')).toBe(false);
    expect(brokeBeforeJoiner('Operator Mesin', '– Mei 2019')).toBe(false);
    expect(brokeBeforeJoiner('Maret 2016', '– mengawasi mesin tenun')).toBe(false);
  });
});
