import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

describe('a start and an end column read as one period keep the grade in its column', () => {
  it('"Tahun Masuk | Tahun Lulus | IPK"', () => {
    const { sections } = parseResumeText(
      [
        'II. RIWAYAT PENDIDIKAN',
        'No\tJenjang\tNama Sekolah / Perguruan Tinggi\tJurusan\tTahun Masuk\tTahun Lulus\tIPK',
        '1\tSMA\tSMA Negeri 2 Makassar\tIPA\t2010\t2013\t-',
        '2\tS1\tUniversitas Hasanuddin\tTeknik Sipil\t2013\t2017\t3,47',
      ].join('\n'),
    );
    expect(sections.educations.map((e) => [e.school, e.major, e.start, e.end, e.gpa])).toEqual([
      ['SMA Negeri 2 Makassar', 'IPA', '2010', '2013', ''],
      ['Universitas Hasanuddin', 'Teknik Sipil', '2013', '2017', '3,47'],
    ]);
  });
});
