// Round twenty (ADR 0039): KBBI's standard (baku) forms for non-standard ones in everyday use, by family —
// a loanword's consonants written as an older or foreign spelling (tekhnologi, kwartal, obyektif, pondasi),
// -itas written -ifitas (produktifitas: produktivitas), -if written -ip (aktip), and the nasal prefix meN-
// keeping a root's k, t or s (mengkonsumsi: mengonsumsi, mentaati: menaati, menterjemahkan:
// menerjemahkan); also narasumber written as two words. Kept misspellings with their correction (the
// dictionary rejects most of them but suggests nothing useful). Tested both ways in round-twenty.test.ts.
import type { ContextRule } from './context-rule';

export const ID_BAKU_PAIRS: Record<string, string> = {
  tekhnologi: 'teknologi',
  tehnisi: 'teknisi',
  kwartal: 'kuartal',
  kualitet: 'kualitas',
  obyektif: 'objektif',
  subyektif: 'subjektif',
  pondasi: 'fondasi',
  sekertaris: 'sekretaris',
  sistimatis: 'sistematis',
  terlantar: 'telantar',
  realita: 'realitas',
  // Round twenty-four: an animal's name with the final k speakers add (kecoak: kecoa).
  kecoak: 'kecoa',
  // Round twenty-four: meN- on the prefixed kesamping- keeps the prefix's ke (mengesampingkan).
  mengenyampingkan: 'mengesampingkan',
  dikenyampingkan: 'dikesampingkan',
  nomer: 'nomor',
  sholat: 'salat',
  fikir: 'pikir',
  kongkrit: 'konkret',
  standarisasi: 'standardisasi',
  produktifitas: 'produktivitas',
  sensitifitas: 'sensitivitas',
  negatip: 'negatif',
  pasip: 'pasif',
  aktip: 'aktif',
  mengkonsumsi: 'mengonsumsi',
  mentaati: 'menaati',
  mengkomunikasikan: 'mengomunikasikan',
  menterjemahkan: 'menerjemahkan',
  mensosialisasikan: 'menyosialisasikan',
  mensukseskan: 'menyukseskan',
  mengkoordinir: 'mengoordinasi',
  mengkoordinasikan: 'mengoordinasikan',
  mengkonfirmasi: 'mengonfirmasi',
  mengkategorikan: 'mengategorikan',
  menganalisa: 'menganalisis',
  mentargetkan: 'menargetkan',
  mengantri: 'mengantre',
  negri: 'negeri',
  standart: 'standar',
  ekstrim: 'ekstrem',
  atlit: 'atlet',
  hakekat: 'hakikat',
};

export const ID_BAKU_CONTEXTS: ContextRule[] = [
  { id: 'baku', re: /\b([Nn])ara sumber\b/g, fix: (m) => `${m[1]}arasumber` },
];
