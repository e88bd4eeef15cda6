// Round twenty (ADR 0039): Indonesian words written apart or together against KBBI, by family — the
// passive di- written apart from a verb root without -kan (di percaya, di bina, di setujui: the -kan verbs
// have their rule in spelling-rules.ts), a list because a noun after the preposition di (di lokasi, di
// divisi) looks the same; daripada, one word (dari pada); and ke luar "to outside" written as keluar "to
// exit" before a place (keluar kota: ke luar kota; keluar dari kota and keluar rumah stay). Tested both ways in
// round-twenty.test.ts.
import type { ContextRule } from './spelling-families';

/** Verb roots an answer puts in the passive, and verbs in -i; none is a place or a noun after "di". */
const ROOTS =
  'percaya|beri|minta|angkat|tunjuk|utus|rekrut|latih|bina|bimbing|didik|bantu|undang|panggil|kirim|buat|tulis|cetak|periksa|catat|ganti|cari|temukan|ajari|setujui|perbaiki|ikuti|hadiri|kunjungi|sukai|hormati|ketahui|pelajari|tangani|dampingi|awasi|tawari|percayai|serahi|beri tahu';

export const ID_SPACING: ContextRule[] = [
  {
    id: 'di-together',
    re: new RegExp(`\\b([Dd])i\\s(${ROOTS})\\b`, 'g'),
    fix: (m) => `${m[1]}i${m[2]}`,
  },
  { id: 'baku', re: /\b([Dd])ari pada\b/g, fix: (m) => `${m[1]}aripada` },
  {
    id: 'di-apart',
    re: /\b([Kk])eluar (kota|negeri|daerah|pulau|provinsi)\b/g,
    fix: (m) => `${m[1]}e luar ${m[2]}`,
  },
];
