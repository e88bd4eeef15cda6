// Round thirty (issue 36, ADR 0039): a school named as where the people the writer takes on come from —
// "Saya menerima mahasiswa magang dari Universitas Padjadjaran", "I mentored interns from Durham
// University" — is theirs, not the writer's; from the eighth first-person set's near miss, by kind: a
// verb of the writer's, then students, interns or graduates, then "dari"/"from" right before the school.
// The writer's own ("Saya lulusan Universitas …", "I am a graduate from …") has no such verb and object.
const BEFORE: Record<string, RegExp> = {
  id: /\b(?:saya|kami)\b(?: [a-z]+){0,2}? (?:menerima|membimbing|melatih|merekrut|mengajar|mendampingi|mewawancarai|menampung|mempekerjakan|menyambut|mengawasi)(?: [a-z]+){0,3}? (?:mahasiswa|mahasiswi|siswa|siswi|murid|peserta|lulusan|alumni|pelamar|kandidat|calon)(?: [a-z]+){0,2} (?:dari|asal) $/i,
  en: /\b(?:I|we)\b(?: [a-z]+)? (?:hired|mentored|trained|supervised|recruited|took on|welcomed|hosted|placed|interviewed|coached|onboarded)(?: [a-z]+){0,3}? (?:interns?|students?|graduates?|trainees?|apprentices?|pupils?|candidates?)(?: [a-z]+){0,2} from $/i,
  ko: /(?!)/,
};

/** Whether the school finding at `a` is where people the writer takes on come from. */
export function othersSchoolOfPeople(text: string, a: number, why: string, lang: string): boolean {
  if (why !== 'school') return false;
  const start = Math.max(text.lastIndexOf('.', a - 1), text.lastIndexOf('\n', a - 1)) + 1;
  return BEFORE[lang].test(text.slice(start, a));
}
