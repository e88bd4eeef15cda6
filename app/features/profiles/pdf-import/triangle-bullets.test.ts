import { describe, expect, it } from 'vitest';
import { pageToLines, type TextRun } from './layout';
import { isBullet, stripBullet } from './text';

const run = (text: string, x: number, y: number, width: number): TextRun => ({
  text,
  x,
  y,
  width,
  size: 10,
  font: 'Regular',
});

describe('a small triangle (▸, ‣) marking list items', () => {
  it('is a bullet', () => {
    expect(isBullet('▸ Mengukur debit sungai')).toBe(true);
    expect(isBullet('‣ Led the audit')).toBe(true);
    expect(stripBullet('▸ Mengukur debit sungai')).toBe('Mengukur debit sungai');
  });

  it('opens an item of its own under a head row, not the rest of its cell', () => {
    const lines = pageToLines(
      [
        run('Mei 2018 – Sekarang', 40, 700, 100),
        run('Dinas Sumber Daya Air — Analis Hidrologi', 160, 700, 230),
        run('▸ Menghitung debit banjir rencana untuk 12 bendung.', 160, 686, 300),
        run('▸ Menyusun laporan neraca air tahunan.', 160, 672, 220),
      ],
      595,
    ).filter((l) => l.trim());
    expect(lines).toEqual([
      'Mei 2018 – Sekarang\tDinas Sumber Daya Air — Analis Hidrologi',
      '▸ Menghitung debit banjir rencana untuk 12 bendung.',
      '▸ Menyusun laporan neraca air tahunan.',
    ]);
  });
});
