import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { withoutSigningBlock } from './signing-block';

describe('a signing block at the foot of a form', () => {
  it('is no section value (Indonesian and English)', () => {
    const id = ['Budi Santoso', 'KEAHLIAN', 'Komputer\t:\tAutoCAD, SketchUp', '', 'Medan, 5 Januari 2026', '', 'Hormat saya,', '', 'Budi Santoso'];
    expect(withoutSigningBlock(id)).toEqual(['Budi Santoso', 'KEAHLIAN', 'Komputer\t:\tAutoCAD, SketchUp']);
    const en = ['Gareth Price', 'SKILLS', 'Welding, Forklift', '', 'Cardiff, 14 March 2026', 'Gareth Price'];
    expect(withoutSigningBlock(en)).toEqual(['Gareth Price', 'SKILLS', 'Welding, Forklift']);
    const parsed = parseResumeText(
      ['Budi Santoso', '', 'KEAHLIAN', 'AutoCAD, SketchUp', '', 'Medan, 5 Januari 2026', '', 'Budi Santoso'].join('\n'),
    );
    expect(parsed.sections.skills).toEqual(['AutoCAD', 'SketchUp']);
  });

  it('leaves a last entry with a date, a period or a sentence alone, and a birth line under the name', () => {
    const birth = ['Sari Dewi', 'sari@example.id', 'Bandung, 17 Agustus 1996', 'Perawat'];
    expect(withoutSigningBlock(birth)).toEqual(birth);
    const cert = ['SERTIFIKAT', 'Ahli K3 Umum, Kemnaker, 12 Mei 2021'];
    expect(withoutSigningBlock(cert)).toEqual(cert);
    const job = ['EXPERIENCE', 'Leeds, 2019 – 2022', 'Site Manager'];
    expect(withoutSigningBlock(job)).toEqual(job);
    const award = ['AWARDS', 'Bandung, 17 Agustus 2020', 'Juara 1 lomba desain jembatan tingkat nasional 2020'];
    expect(withoutSigningBlock(award)).toEqual(award);
  });
});
