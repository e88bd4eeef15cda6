// Indonesian forms by a rule of KBBI and PUEBI (round nineteen, ADR 0039), by family from the round-eighteen
// set's misses (fresh14, read after its one blind run): a compound KBBI writes apart written joined when it
// bears no prefix and suffix together (kerja sama, tanda tangan, tanggung jawab, terima kasih, orang tua;
// ditandatangani and dipertanggungjawabkan are joined by rule); sanksi (a penalty) written sangsi (doubt)
// where a penalty is given, received or threatened (mendapat sangsi, sangsi administratif; "saya sangsi"
// stays); and more verb roots for the passive di- written apart (di sortir, di timbang, di muat).
import type { ContextRule } from './spelling-families';

/** Compounds KBBI writes as two words, written as one (kept misspellings, with their KBBI form). */
export const ID_JOINED_COMPOUNDS: Record<string, string> = {
  kerjasama: 'kerja sama',
  bekerjasama: 'bekerja sama',
  kerjasamanya: 'kerja samanya',
  tandatangan: 'tanda tangan',
  bertandatangan: 'bertanda tangan',
  tanggungjawab: 'tanggung jawab',
  bertanggungjawab: 'bertanggung jawab',
  tanggungjawabnya: 'tanggung jawabnya',
  terimakasih: 'terima kasih',
  berterimakasih: 'berterima kasih',
  orangtua: 'orang tua',
  orangtuanya: 'orang tuanya',
  sepakbola: 'sepak bola',
  rumahsakit: 'rumah sakit',
  tatacara: 'tata cara',
  tatakelola: 'tata kelola',
  tatatertib: 'tata tertib',
  dutabesar: 'duta besar',
  kepalasekolah: 'kepala sekolah',
  lalulintas: 'lalu lintas',
  ibukota: 'ibu kota',
  bukuharian: 'buku harian',
  jalanraya: 'jalan raya',
};

/** Verb roots of handling and processing that take the passive di- (written joined: disortir, ditimbang). */
const DI_MORE_ROOTS =
  'sortir|timbang|muat|bongkar|pindai|hapus|tempel|pasang|cuci|siapkan|serahkan|laporkan|pisahkan|kumpulkan|rekap|pasok|olah|angkut|tarik|dorong|geser|jadwalkan|tugaskan|verifikasi|validasi|kalibrasi';

export const ID_FORMS: ContextRule[] = [
  {
    id: 'sound-alike',
    re: /\b((?:mendapat|mendapatkan|dikenai|dikenakan|dijatuhi|menjatuhkan|memberi|memberikan|menerima|terancam|kena|berupa|pemberian|penjatuhan|terkena|diberi|mendapatkan) (?:\w+ )?)sangsi\b|\bsangsi(?= (?:administratif|tegas|hukum|pidana|adat|sosial|berat|ringan|denda|disiplin|pencabutan)\b)/gi,
    fix: (m) => `${m[1] ?? ''}sanksi`,
  },
  { id: 'di-together', re: new RegExp(`\\bdi\\s(${DI_MORE_ROOTS})\\b`, 'g'), fix: (m) => `di${m[1]}` },
];
