// Round twenty, tuning (ADR 0039): a first sentence that only announces the applicant — "저는 이번 채용에
// 지원한 지원자입니다", "저는 영업관리 직무에 지원하게 된 OOO입니다", "I am an applicant for this position",
// "Perkenalkan, saya adalah pelamar untuk posisi ini". It shares the question's words (지원, position,
// posisi) and says nothing of them, so it is empty however many words it shares. A short sentence of the
// announcement alone: one that goes on to what the applicant did or brings is an answer.
const KO =
  /^\s*(?:저는\s)?[^.!?\d]{0,30}(?:지원(?:한|하는|하게 된|하고자 하는)|응시(?:한|하는|하게 된))\s?[가-힣]{1,12}입니다[.!?]?\s*$|^\s*(?:저는\s)?[^.!?\d]{0,30}(?:지원자|응시자|신입 ?지원자)\s?[가-힣]{0,6}입니다[.!?]?\s*$/;
const EN =
  /^\s*(?:I am|I'm|this is)\s(?:[A-Z][a-z]+,?\s)?(?:an?\s|the\s)?(?:applicant|candidate)\s(?:for|to)\s(?:the\s|this\s|your\s)?[^.!?\d]{0,40}[.!?]?\s*$|^\s*(?:I am|I'm)\s(?:applying|writing to apply)\s(?:for|to)\s(?:the\s|this\s|your\s)?(?:position|role|job|post|vacancy|opening)[^.!?\d]{0,30}[.!?]?\s*$/i;
const ID =
  /^\s*(?:perkenalkan,?\s)?(?:saya|aku)(?:\s(?:adalah|merupakan|ialah))?\s(?:seorang\s|salah satu\s)?(?:pelamar|kandidat|calon karyawan|calon pegawai|peserta seleksi)\b[^.!?\d]{0,40}[.!?]?\s*$|^\s*(?:perkenalkan,?\s)?(?:saya|aku)\s(?:melamar|mendaftar)\s(?:untuk\s)?(?:posisi|lowongan|jabatan)\b[^.!?\d]{0,30}[.!?]?\s*$/i;

/** Whether the sentence only announces that its writer is applying (in any of the three languages). */
export function announcesApplicant(sentence: string): boolean {
  return sentence.length <= 80 && (KO.test(sentence) || EN.test(sentence) || ID.test(sentence));
}
