// Round twenty-eight (issue 36): two narrowed blind-hiring families, both ways on made-up sentences (not
// fresh18's): a superlative in -st is no weight in stone (blind-indirect.ts), and an Indonesian school word of
// a group of others listed after a colon or said to be mostly so (blind-others-listed.ts).
import { describe, it } from 'vitest';
import { expectFlagged, expectLeft } from './blind-expect';

describe('round twenty-eight: a superlative is no weight', () => {
  it('English: "I am happiest", "I\'m closest" are left; a weight in stone or kilos stays flagged', () => {
    expectLeft("The rota redesign is the project I'm happiest with.", 'en');
    expectLeft('Of all the clinics, I am closest to the paediatric team.', 'en');
    expectLeft('Winning the tender is what I am proudest of.', 'en');
    expectFlagged('I am eleven stone and cycle to every site.', 'en', 'eleven stone');
    expectFlagged("I'm 70kg and fit for the climbing work.", 'en', '70kg');
    expectFlagged('I weigh about twelve st these days.', 'en', 'twelve st');
  });
});

describe('round twenty-eight: a school word of a group of others', () => {
  it("Indonesian: listed after a colon, or a group mostly so, is left; the writer's own stays flagged", () => {
    expectLeft(
      'Murid kursus saya beragam: ibu rumah tangga, tamatan SMP yang ingin ikut ujian paket, dan pensiunan.',
      'id',
    );
    expectLeft('Sebagian besar siswa kami tamatan SMP dari desa sekitar.', 'id');
    expectLeft('Pelamar tahun ini beragam: lulusan SMA yang baru lulus dan pekerja pabrik.', 'id');
    expectFlagged('Sebagai lulusan SMK yang terbiasa praktik, saya cepat belajar.', 'id', 'lulusan SMK');
    expectFlagged('Latar belakang saya: lulusan SMK jurusan mesin.', 'id', 'lulusan SMK');
    expectFlagged('Peserta kami banyak, dan saya juga lulusan SMK.', 'id', 'lulusan SMK');
    expectFlagged('Kami lulusan SMK yang sama.', 'id', 'lulusan SMK');
  });
});
