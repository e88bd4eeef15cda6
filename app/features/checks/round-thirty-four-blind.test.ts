// Round thirty-four (issue 36, ADR 0039): blind-hiring owners by the sentence's structure, both ways, on
// made-up sentences other than the seen sets'.
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import type { CheckLang } from './types';

const found = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => [text.slice(...f.range), f.message]);

describe('Indonesian "asli" + a place is a person\'s origin, not a thing\'s', () => {
  it('leaves a lower-case word after asli and a thing called original or genuine', () => {
    expect(
      found('Suku cadang yang dipakai harus sama dengan komponen asli dan bergaransi resmi.', 'id'),
    ).toEqual([]);
    expect(found('Kami hanya menyajikan kopi asli Gayo dan teh asli Kerinci.', 'id')).toEqual([]);
  });
  it("still flags the writer's own origin", () => {
    expect(found('Saya asli Pontianak, jadi terbiasa dengan cuaca lembap.', 'id')).toEqual([
      ['asli Pontianak', 'blind.hometown'],
    ]);
    expect(found('Asli Kupang, saya fasih berbahasa daerah.', 'id')).toEqual([
      ['Asli Kupang', 'blind.hometown'],
    ]);
    expect(found('Saya memang orang asli Ambon.', 'id').map(([, m]) => m)).toContain('blind.hometown');
  });
});

describe('an Indonesian owner after the kin, or a person the writer acts on before the age', () => {
  it("leaves another's kin and a described person's age", () => {
    expect(
      found('Keluarga muda itu memesan kue ulang tahun anak pertama mereka di toko kami.', 'id'),
    ).toEqual([]);
    expect(found('Bu Ratna datang membawa anak bungsu beliau untuk imunisasi.', 'id')).toEqual([]);
    expect(found('Magang baru itu saya dampingkan dengan teknisi senior berusia 58 tahun.', 'id')).toEqual(
      [],
    );
  });
  it("still flags the writer's own", () => {
    expect(found('Saya anak kedua mereka dan sejak kecil ikut berjualan.', 'id')).toEqual([
      ['anak kedua', 'blind.family'],
    ]);
    expect(found('Sebagai anak sulung beliau, saya terbiasa mengurus adik.', 'id')).toEqual([
      ['anak sulung', 'blind.family'],
    ]);
    expect(found('Saya menjadi teknisi berusia 22 tahun termuda di bengkel itu.', 'id')).toEqual([
      ['berusia 22 tahun', 'blind.age'],
    ]);
    expect(found('Saat itu saya insinyur berusia 30 tahun.', 'id')).toEqual([
      ['berusia 30 tahun', 'blind.age'],
    ]);
    // A verb of the writer's before, then a conjunction: the age is still the writer's.
    expect(found('Saya menetap di Kendari dan berusia 34 tahun.', 'id')).toContainEqual([
      'berusia 34 tahun',
      'blind.age',
    ]);
  });
});
