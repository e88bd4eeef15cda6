import { describe, expect, it } from 'vitest';
import { pageToLines, type TextRun } from './layout';

const PAGE = 595;
const run = (text: string, x: number, y: number, width: number, size = 9.5): TextRun => ({
  text,
  x,
  y,
  width,
  size,
  font: 'Regular',
});

/** A full-width paragraph, then two sections side by side whose lines sit on baselines of their own. */
const page = (left: string, right: string) => [
  run('PROYEK', 40, 850, 45, 10.5),
  ...Array.from({ length: 8 }, (_, i) =>
    run(
      `Baris ${i + 1} deskripsi proyek yang melintasi seluruh lebar halaman dari kiri ke kanan.`,
      40,
      835 - i * 13,
      500,
    ),
  ),
  run(left, 40, 700, 60, 10.5),
  run(right, 320, 700, 80, 10.5),
  run('Demand Planning', 40, 686, 80),
  run('Certified Supply Chain Professional', 320, 684, 170),
  run('Power BI', 40, 672, 40),
  run('ASCM', 320, 671, 28),
  run('Python', 40, 658, 34),
  run('Ahli Manajemen Persediaan', 320, 657, 130),
  run('SQL', 40, 644, 20),
  run('BNSP', 320, 644.5, 26),
];

describe('two sections side by side under full-width lines', () => {
  it('are read left side, then right side, from the line of their two titles down (id)', () => {
    const lines = pageToLines(page('KEAHLIAN', 'SERTIFIKASI'), PAGE).filter(Boolean);
    expect(lines.slice(9)).toEqual([
      'KEAHLIAN',
      'Demand Planning',
      'Power BI',
      'Python',
      'SQL',
      'SERTIFIKASI',
      'Certified Supply Chain Professional',
      'ASCM',
      'Ahli Manajemen Persediaan',
      'BNSP',
    ]);
  });

  it('stay in rows when the line over them is no pair of titles (a title and a word)', () => {
    const lines = pageToLines(page('KEAHLIAN', 'Surabaya'), PAGE).filter(Boolean);
    expect(lines[9]).toBe('KEAHLIAN\tSurabaya');
    expect(lines.some((l) => l.includes('Demand Planning\t'))).toBe(true);
  });
});
