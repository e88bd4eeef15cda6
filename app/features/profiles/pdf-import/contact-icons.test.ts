import { describe, expect, it } from 'vitest';
import { withoutIcon } from './contact-icons';
import { parseResumeText } from './parse';

describe('an icon glyph before a contact piece', () => {
  it('is no part of the address', () => {
    const { sections } = parseResumeText(
      [
        'Putri Maharani',
        '✆ 0857-2210-4498\t✉ putri.mhr@mail.com\t⌂ Jl. Diponegoro No. 14, Semarang, Jawa Tengah',
        '',
        'PENDIDIKAN',
        '2015 – 2019\tUniversitas Diponegoro',
      ].join('\n'),
    );
    expect(sections.person.address).toBe('Jl. Diponegoro No. 14, Semarang, Jawa Tengah');
  });

  it('drops symbols and icon-font glyphs, and leaves letters, digits and brackets alone', () => {
    expect(withoutIcon('📍 Jl. Kenanga 3, Malang')).toBe('Jl. Kenanga 3, Malang');
    expect(withoutIcon('\uf3c5 Gangnam-gu, Seoul')).toBe('Gangnam-gu, Seoul');
    for (const kept of ['Jl. Kenanga 3, Malang', '(021) 555-0101', '서울특별시 마포구', '#12 Orchard Road'])
      expect(withoutIcon(kept)).toBe(kept);
  });
});
