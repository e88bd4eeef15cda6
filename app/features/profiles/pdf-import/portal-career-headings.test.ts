import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

describe("an Indonesian job portal's section words", () => {
  it('opens the works at "Riwayat Karir" / "Pengalaman Karier"', () => {
    for (const heading of ['Riwayat Karir', 'Pengalaman Karier']) {
      const { sections } = parseResumeText(
        [heading, '', 'Kasir Senior', 'PT Makmur Retail Indonesia', 'Feb 2020 - Sekarang', '- Menutup kas harian.'].join('\n'),
      );
      expect(sections.works.map((w) => [w.company, w.position, w.start])).toEqual([
        ['PT Makmur Retail Indonesia', 'Kasir Senior', '2020.02'],
      ]);
    }
  });
  it('reads no award, language or job from a closing "Informasi Tambahan" block', () => {
    const { sections } = parseResumeText(
      [
        'Penghargaan',
        '',
        'Karyawan Teladan',
        'PT Makmur Retail Indonesia',
        '2022',
        '',
        'Informasi Tambahan',
        'Gaji yang diharapkan: Rp 7.000.000',
        'Bersedia relokasi: Ya',
      ].join('\n'),
    );
    expect(sections.awards.map((a) => a.awardName)).toEqual(['Karyawan Teladan']);
    expect(sections.languages).toEqual([]);
  });
});
