// Round twenty-six (issue 36): Indonesian families from the lists of kata baku and of writing words apart or
// together (Pedoman Umum Ejaan Bahasa Indonesia), found missing by the fifth development set
// (spelling-dev-fifth-id.ts): bound forms written apart from their word (pasca sarjana, non aktif, multi
// nasional, antar kota); closed compounds written apart (olah raga, bea siswa, sebagai mana, apa bila); pun
// written apart from a conjunction it makes (walau pun, meski pun, bagaimana pun); -nya written apart (tugas
// nya); a reduplicated word without its hyphen (lain lain); ke- written apart from ketua (menjadi ke tua;
// the ordinal, ke tiga kalinya, is spelling-contexts.ts's); also kept non-standard forms (telefon). Tested both ways in
// round-twenty-six-spelling.test.ts.
import type { ContextRule } from './context-rule';

const cased = (found: string, fix: string) =>
  /^[A-Z]/.test(found) ? fix[0].toUpperCase() + fix.slice(1) : fix;

/**
 * Bound forms (bentuk terikat) written together with the next word; not tuna, mikro, ekstra (words too).
 * Round thirty: sub (subbagian, subbidang).
 */
const BOUND = 'pasca|non|multi|pra|semi|swa|infra|intra|purna|pramu|nir|anti|sub';
/** antar- before what is between (not the verb antar, to deliver). */
const BETWEEN =
  'kota|daerah|negara|pulau|bagian|divisi|tim|departemen|wilayah|provinsi|lembaga|generasi|budaya|karyawan|sekolah|kampus|umat|agama|instansi|unit|cabang|kantor|perusahaan|kelompok|warga|anggota|pegawai|pribadi|bank|benua|kabupaten|desa|suku|fakultas|jurusan|kelas|siswa|mahasiswa|sektor|moda';
/** Closed compounds (gabungan kata yang sudah padu) written apart. */
const CLOSED: Record<string, string> = {
  'olah raga': 'olahraga',
  'berolah raga': 'berolahraga',
  'bea siswa': 'beasiswa',
  'sebagai mana': 'sebagaimana',
  'apa bila': 'apabila',
  'barang kali': 'barangkali',
  'bila mana': 'bilamana',
  'kaca mata': 'kacamata',
  'segi tiga': 'segitiga',
  'suka rela': 'sukarela',
  'suka cita': 'sukacita',
  'duka cita': 'dukacita',
  'mata hari': 'matahari',
  'sapu tangan': 'saputangan',
  'peri bahasa': 'peribahasa',
  'dari pada': 'daripada',
  'bela sungkawa': 'belasungkawa',
  'kilo meter': 'kilometer',
  'kilo gram': 'kilogram',
  'sekali gus': 'sekaligus',
};
const CLOSED_RE = new RegExp(`\\b(?:${Object.keys(CLOSED).join('|')})\\b`, 'gi');
/** Conjunctions and adverbs that pun closes (walaupun, meskipun, bagaimanapun); sekali pun (even once) stays. */
const PUN_JOINED = 'walau|meski|kendati|ada|andai|atau|bagaimana|biar|sungguh|kalau|mau|sekalipun';

/** Compounds that close under a prefix and a suffix together (menindaklanjuti, ditandatangani). */
const CLOSING =
  /^(?:me[nmy]?|meng|memper|di|diper)(?:tindak|nindak|tanda|nanda|sebar|nyebar|lipat|tanggung|beri|kambing|daya|campur)$/i;

export const ID_COVERAGE: ContextRule[] = [
  {
    id: 'spacing',
    re: /\b([A-Za-z]+) (lanjuti|lanjutkan|tangani|luaskan|gandakan|jawabkan|tahukan|hitamkan|gunakan|adukkan)\b/g,
    when: (m) => CLOSING.test(m[1]),
    fix: (m) => `${m[1]}${m[2]}`,
  },
  {
    id: 'spacing',
    re: new RegExp(`\\b(${BOUND}) ([a-z]{3,})\\b`, 'gi'),
    when: (m) => !/^(?:dan|atau|yang|di|ke|dari|untuk|dengan|pada)$/i.test(m[2]),
    fix: (m) => `${m[1]}${m[2]}`,
  },
  { id: 'spacing', re: new RegExp(`\\b(antar) (${BETWEEN})\\b`, 'gi'), fix: (m) => `${m[1]}${m[2]}` },
  { id: 'spacing', re: CLOSED_RE, fix: (m) => cased(m[0], CLOSED[m[0].toLowerCase()] ?? m[0]) },
  {
    id: 'spacing',
    re: new RegExp(`\\b(${PUN_JOINED.replace('|sekalipun', '')})\\s+pun\\b`, 'gi'),
    fix: (m) => `${m[1]}pun`,
  },
  { id: 'spacing', re: /\b([A-Za-z]{2,}) nya\b/g, fix: (m) => `${m[1]}nya` },
  {
    id: 'spacing',
    re: /\b([a-z]{3,}) \1\b/gi,
    when: (m) => !/^(?:yang|dan|di|ke|ini|itu|the|and)$/i.test(m[1]),
    fix: (m) => `${m[1]}-${m[1].toLowerCase()}`,
  },
  {
    id: 'spacing',
    re: /\b((?:menjadi|sebagai|selaku|terpilih|dipilih|diangkat) )ke tua\b|\bke tua(?= (?:umum|tim|panitia|kelas|koperasi|RT|RW|divisi|organisasi|OSIS|BEM|himpunan|kelompok|yayasan|pelaksana|harian|dewan|komite|regu|bidang)\b)/g,
    fix: (m) => `${m[1] ?? ''}ketua`,
  },
];

/** Kept non-standard forms from the same lists (KBBI), flagged whatever the dictionary says. */
export const ID_BAKU_MORE: Record<string, string> = {
  telefon: 'telepon',
  eksport: 'ekspor',
  raport: 'rapor',
  pasport: 'paspor',
  pengrajin: 'perajin',
  pengrusakan: 'perusakan',
  telpon: 'telepon',
  sertipikat: 'sertifikat',
  katagori: 'kategori',
  relijius: 'religius',
  mesjid: 'masjid',
  gubug: 'gubuk',
  mantera: 'mantra',
  pebruari: 'Februari',
  nopember: 'November',
  ustad: 'ustaz',
  walikota: 'wali kota',
  himbau: 'imbau',
  hembus: 'embus',
  antri: 'antre',
  cabe: 'cabai',
};

/** Standard words the kept dictionary lacks. */
export const ID_ACCEPTED_MORE = ['narkotika', 'psikotropika', 'rinci'];
