// Round thirty-five (issue 36): the Indonesian di- prefix and the preposition di, by family (KBBI):
// - the passive di- written apart from the root of a trade's handwork or sale (di poles, di amplas, di las, di
//   lelang, di sortir, di semprot, di timbang) where a passive stands: after an auxiliary or yang, or before a
//   stop or oleh, dengan, lagi, sebelum (a list of roots, as in indonesian-spacing.ts, because "di pasar" looks
//   the same; "di lelang subuh", at the auction, stays);
// - the preposition di written together with a place of land, water or farming (dilahan, disawah, dikebun,
//   ditambak, dikandang, dihutan): nouns with no passive verb of the same spelling.
// "dipoles", "dilelang", "di lahan" and "di kebun" stay. Tested both ways in round-thirty-five-spelling.test.ts.
import type { ContextRule } from './context-rule';

/** Roots of handwork, farm work and sale a trade puts in the passive (some, as lelang and cat, nouns too). */
const WORK_ROOTS =
  'poles|amplas|las|solder|patri|gerinda|bubut|sepuh|sortir|timbang|lelang|tawar|semprot|siram|pupuk|panen|petik|tanam|pangkas|kemas|segel|rakit|bongkar|pasang|jahit|potong|iris|cuci|keringkan|jemur|rendam|rebus|kukus|goreng|giling|tumbuk|asah|bor|cat|plester|cor|ukir|tempa|kosongkan|angkut|muat|turunkan|kalibrasi|servis|sterilkan|fumigasi|vaksin|suntik';
/** Places of land, water and farming after the preposition. */
const FARM_PLACES =
  'lahan|sawah|kebun|ladang|tambak|kolam|kandang|hutan|laut|sungai|danau|pantai|muara|rawa|bukit|gunung|lereng|lembah|kumbung|greenhouse|jalan|jalur|landasan|dermaga|hanggar|bengkel|apotek|klinik|puskesmas|bangsal';

/** Words a passive comes after. */
const AUX =
  'akan|sudah|telah|harus|perlu|bisa|dapat|sedang|baru|belum|yang|untuk|siap|boleh|agar|supaya|lalu|kemudian|segera|langsung|pernah|tidak|tak|ikut|mesti|wajib|lebih dulu|terlebih dahulu';
/** Words a passive verb goes before, never a noun after a preposition. */
const AFTER_VERB =
  'oleh|dengan|lagi|ulang|kembali|secara|agar|supaya|hingga|sampai|sebelum|setelah|sesudah|lalu|kemudian|menjadi|memakai|menggunakan|pakai|sekali|dua kali|berulang';

export const ID_DI_WORK: ContextRule[] = [
  {
    id: 'di-together',
    // Only where a passive stands: after an auxiliary or yang, or before a stop or a word that follows a verb
    // (the roots lelang, cat, las, panen are nouns too: "di lelang subuh" is at the auction).
    re: new RegExp(
      `(?<=\\b(?:${AUX}) )([Dd])i\\s(${WORK_ROOTS})\\b|\\b([Dd])i\\s(${WORK_ROOTS})(?=[.,;:!?)]|$| (?:${AFTER_VERB})\\b)`,
      'g',
    ),
    fix: (m) => `${m[1] ?? m[3]}i${m[2] ?? m[4]}`,
  },
  {
    id: 'di-apart',
    re: new RegExp(`\\b([Dd])i(${FARM_PLACES})\\b`, 'g'),
    fix: (m) => `${m[1]}i ${m[2]}`,
  },
];
