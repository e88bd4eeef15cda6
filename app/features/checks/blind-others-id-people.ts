// Round thirty-six (issue 36, ADR 0039): Indonesian traits that are not the writer's, by the phrase's shape,
// from fresh23's clean answers (seen) and their families:
//   - an age in days, hours or weeks is a thing's (kuat tekan umur 28 hari, usia 7 hari), unless a baby or a
//     child stands before it in the clause;
//   - a body measure as a criterion (berdasarkan berat badan, batas berat badan, sesuai tinggi badan) is a rule
//     for everyone, not the writer's own, when no saya or -ku owns it;
//   - a trait right after a person of the story and at most one describing word (pasien muslimah berjilbab,
//     pelanggan lansia berusia 80 tahun), unless that word is the writer (anak saya);
//   - a gendered person noun after a group word (rombongan siswi, para santriwati, sekelompok mahasiswi);
//   - a religious practice in a purpose clause after other people (rekan-rekan muslim agar bisa salat Jumat).
import type { CheckLang } from './types';

const CLAUSE_STOP = /[.!?;\n]/;
const YOUNG = /\b(?:bayi|anak|putra|putri|putriku|putraku|cucu|si kecil|balita)\b/i;
const THING_AGE = /^\s(?:hari|jam|minggu|menit|detik)\b/i;
const CRITERION =
  /\b(?:berdasarkan|menurut|sesuai(?: dengan)?|batas|syarat|standar|kriteria|minimal|maksimal|kategori|data|pengukuran|penimbangan|per)\s$/i;
const PEOPLE =
  '(?:pasien|pelanggan|nasabah|pengunjung|tamu|penumpang|rekan(?:-rekan)?|jemaat|jemaah|pendonor|peserta|warga|karyawan|pegawai|staf|pekerja|siswa|siswi|murid|santri|wisatawan|penonton|pembeli|konsumen|klien|lansia|ibu-ibu|bapak-bapak|penghuni|penyewa)';
const AFTER_PERSON = new RegExp(`\\b${PEOPLE}(?: (?!saya|kami|aku|kita)[a-z]+)?\\s$`, 'i');
// Round thirty-seven: a quantifier over people (setiap siswi, semua karyawati, tiga mahasiswi) is a group too, and
// a gendered noun as the object of the writer's act on others (mengajari siswi, membimbing mahasiswi): the
// writer is never the object of their own verb.
const GROUP_GENDERED =
  /\b(?:rombongan|para|sekelompok|kelompok|beberapa|banyak|puluhan|ratusan|setiap|tiap|semua|seluruh|masing-masing|dua|tiga|empat|lima)\s$|\b(?:mengajari|mengajar|melatih|membimbing|mendampingi|melayani|mengawasi|menerima|membantu|mewawancarai|merekrut|memeriksa)\s$/i;
/** Round thirty-seven: a body measure the writer takes of others (menilai ulang berat badan kering, menimbang
 * berat badan, mengukur tinggi badan), with no saya or -ku owning it. */
const MEASURING = /\b(?:menilai(?: ulang)?|menimbang|mengukur|mencatat|memantau|mengecek|memeriksa|menghitung)\s$/i;
const GENDERED = /^(?:siswi|mahasiswi|santriwati|karyawati|biarawati)\b/i;
const PURPOSE_OF_OTHERS = new RegExp(
  `(?:\\b${PEOPLE}(?: [a-z]+)? (?:agar|supaya|biar|sehingga) (?:mereka )?|\\b(?:agar|supaya|biar|sehingga) ${PEOPLE}(?: [a-z]+)? )(?:bisa |dapat |sempat |tetap )?(?:ikut |menghadiri |menjalankan |melaksanakan )?$`,
  'i',
);

function clauseBefore(text: string, a: number): string {
  let start = 0;
  for (const m of text.slice(0, a).matchAll(/[.!?;,\n]/g)) start = m.index + 1;
  return text.slice(start, a);
}

/** Whether the Indonesian finding text.slice(a, b) of kind `why` is a thing's, a rule's or another person's. */
export function othersIdPeople(text: string, a: number, b: number, why: string, lang: CheckLang): boolean {
  if (lang !== 'id') return false;
  const word = text.slice(a, b);
  const before = clauseBefore(text, a);
  const after = text.slice(b, b + 40).split(CLAUSE_STOP)[0];
  if (why === 'age' && THING_AGE.test(after) && !YOUNG.test(before) && !/\b(?:saya|aku)\b/i.test(before))
    return true;
  if (
    /^(?:berat|tinggi) badan$/i.test(word) &&
    (CRITERION.test(before) || MEASURING.test(before)) &&
    !/^\s?(?:saya|ku|aku)\b/i.test(after)
  )
    return true;
  if (GENDERED.test(word) && GROUP_GENDERED.test(before)) return true;
  if (why === 'religion' && PURPOSE_OF_OTHERS.test(before)) return true;
  // The owner inside the finding is its owner (pasien bilang wajah saya …).
  if (/\b(?:saya|aku|kami)\b|\w+ku\b/i.test(word)) return false;
  return AFTER_PERSON.test(before) && !/\b(?:saya|aku)\b/i.test(before.slice(-25));
}
