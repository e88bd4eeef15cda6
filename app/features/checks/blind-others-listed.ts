// Round twenty-eight (issue 36): an Indonesian school word of people one describes as a group, from fresh18's
// clean answers (read after its one blind run): a list after a colon whose head is other people ("Peserta kami
// sangat beragam: lulusan SMK yang …, bapak-bapak …"), or a group said to be mostly so ("sebagian besar
// siswa kami tamatan SMP"). Left flagged: any "saya"/"aku" of the writer's own in the clause, "Kami lulusan …",
// and "Sebagai lulusan SMK yang …" (no group of others before it).
import type { CheckLang } from './types';

const ID_GROUP =
  '(?:peserta|siswa|murid|karyawan|pekerja|pegawai|pelamar|staf|teknisi|operator|kru|mahasiswa|pelanggan|klien|pasien|anak didik|rekrutan|trainee|calon karyawan|lulusan baru)';
/** Another group as the head, with its owner (peserta kami, siswa saya). */
const ID_GROUP_HEAD = new RegExp(
  `\\b${ID_GROUP}(?:-${ID_GROUP})?(?:\\s+(?:baru|magang|muda|les|kursus|pelatihan|kelas))?(?:\\s+(?:kami|saya))?\\b`,
  'gi',
);
/** After a colon that follows the group (its list so far has no full stop), or after "mostly". */
const ID_GROUP_BEFORE = new RegExp(
  `\\b${ID_GROUP}\\b[^.;!?]*?(?::\\s*(?:[^,:.;]+,\\s*)*|\\s(?:kebanyakan|sebagian besar|umumnya|rata-rata|mayoritas|banyak yang|ada yang)\\s+(?:adalah\\s+)?)$`,
  'i',
);
const ID_SCHOOL_WORD = /^(?:lulusan|tamatan|alumni|alumnus|alumna|jebolan)\b/i;

function sentenceStart(text: string, at: number): number {
  const cut = Math.max(
    text.lastIndexOf('. ', at),
    text.lastIndexOf('! ', at),
    text.lastIndexOf('? ', at),
    text.lastIndexOf('\n', at) - 1,
  );
  return cut < 0 ? 0 : cut + 2;
}

/** Whether the school finding text.slice(a, b) belongs to a group of other people listed or described. */
export function othersListed(text: string, a: number, b: number, why: string, lang: CheckLang): boolean {
  if (lang !== 'id' || why !== 'school' || !ID_SCHOOL_WORD.test(text.slice(a, b))) return false;
  const before = text.slice(sentenceStart(text, a), a);
  if (/^\s*kami\b/i.test(before)) return false;
  if (/\b(?:saya|aku)\b/i.test(before.replace(ID_GROUP_HEAD, ''))) return false;
  return ID_GROUP_BEFORE.test(before);
}
