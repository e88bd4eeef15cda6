// Round twenty-five (ADR 0039): more shapes of another person's trait, by family from the round-seventeen
// set's clean answers (fresh17, read after its one blind run), which tell of visitors, pets and clients.
// Korean: a field of a form in a list (상담표에 나이, 체중, …); an age before an animal or a person of the
// story (열 살이 넘은 노령견, 일곱 살 푸들); a kin group as a person of the story (삼 남매에게, 중학생 형제가);
// kin after another person as the sentence's subject (아이가 … 엄마에게, 어르신이 손녀의). English: "two
// child seats" (a child-sized thing, not a count of children); a marital word of a person the writer served
// ("for a widow in her eighties", "and a divorced mother of two who"). Indonesian: a school or a gender word
// of a described person (pekerja baru lulusan SMA, pegawai perempuan yang); an age after a person noun of two
// words (seorang bapak penumpang berusia 70 tahun) or a client named as "pelanggan saya adalah kakek …".
import type { CheckLang } from './types';

const KO_OWN = /(?<![가-힣])(?:저|제|저희|우리|나|내)(?:의|는|가|도|를|에게)?(?![가-힣])/;
/** A field of a record in a comma list (나이, 체중, 병력); not followed by a figure of one's own. */
const KO_FIELD = /^(?:나이|연령|체중|몸무게|키|신장|성별|혈액형)$/;
const KO_PET =
  '(?:노령견|노견|반려견|반려묘|강아지|고양이|몰티즈|말티즈|푸들|시츄|시추|비숑|포메라니안|진돗개|리트리버|치와와|닥스훈트|웰시코기|[가-힣]{0,3}견|아이|아이들|학생|손님|고객|환자|어르신|손녀|손자|회원|수강생)';
/** An age whose owner follows in a short clause (살이 넘은 노령견, 살 몰티즈의). */
const KO_AGE_HEAD = new RegExp(
  `^(?:이|가|이던|인|짜리|된|난)?\\s?(?:(?:넘은|넘는|된|되는|먹은|정도인|정도의|가량의|남짓한|인)\\s)?${KO_PET}(?:들)?(?:[은는이가을를의에와과도]|에게|께|\\s)`,
);
const KO_KIN_GROUP = /^(?:남매|형제|자매|삼남매|부부|쌍둥이|모녀|부자|모자|부녀)$/;
/** A kin group after a count or a person word of the story (삼 남매, 초등학생 남매, 노부부). */
const KO_GROUP_BEFORE =
  /(?:(?:두|세|네|삼|사|오|[2-9])\s?|(?:초등학생|중학생|고등학생|대학생|어린|꼬마|손님|고객|이웃|젊은|노)\s?)$/;
const KO_GROUP_AFTER = /^(?:가|이|는|은|에게|에게는|께|를|을|의|와|과|도|분|들)/;
/** Kin brought by a group of the story (아버지를 모시고 온 삼 남매, 할머니를 모시고 온 가족). */
const KO_BROUGHT_BY =
  /^(?:을|를)\s(?:모시고 온|모시고 오신|데리고 온|데려온|모신|안고 온|업고 온)\s(?:[가-힣\d]+\s){0,2}?(?:남매|형제|자매|부부|가족|일행|손님|고객)/;
/** Another person as the subject before the kin (2학년 아이가, 어르신이, 남매가, 손님께서). */
const KO_OTHER_SUBJECT =
  /(?:(?:학년|살|세|어린|작은|한)\s(?:아이|아이들|꼬마|학생)|어르신|할머님|할아버님|손님|고객|회원|환자|남매|형제|자매|부부|노부부|보호자|수강생|승객)(?:분|님)?(?:들)?(?:이|가|께서)\s/g;

function sentenceStart(text: string, at: number): number {
  return (
    Math.max(text.lastIndexOf('.', at - 1), text.lastIndexOf('\n', at - 1), text.lastIndexOf('?', at - 1)) + 1
  );
}

function korean(text: string, a: number, b: number, why: string): boolean {
  const word = text.slice(a, b);
  const before = text.slice(Math.max(0, a - 12), a);
  const after = text.slice(b, b + 24);
  if (KO_FIELD.test(word) && (/,\s?$/.test(before) || /^,\s?[가-힣]/.test(after))) {
    return !/(?:제|저의|나의|내)\s?$/.test(before) && !/^[은는이가을를]?\s?\d/.test(after);
  }
  if (why === 'age' && /살$/.test(word)) return KO_AGE_HEAD.test(after);
  if (why !== 'family' && why !== 'marital') return false;
  if (KO_KIN_GROUP.test(word) && KO_GROUP_BEFORE.test(before) && KO_GROUP_AFTER.test(after)) return true;
  if (KO_BROUGHT_BY.test(after)) return true;
  const start = sentenceStart(text, a);
  const head = text.slice(start, a);
  const subjects = [...head.matchAll(KO_OTHER_SUBJECT)];
  const last = subjects.at(-1);
  if (!last) return false;
  return !KO_OWN.test(head) && !KO_OWN.test(head.slice(last.index));
}

/** "two child seats": a plural count before the singular "child" is a modifier of a thing. */
const EN_CHILD_THING = /^(?:two|three|four|five|six|[2-9])\s+child$/i;
/** Served, helped or listed as a client (for a, to a, helped a; "and a … who"). */
const EN_SERVED =
  /\b(?:for|to|with|from|helped|advised|served|met|taught|like|including|visited)\s+(?:a|an|one)\s+(?:[a-z-]+\s+){0,2}$/i;
const EN_LISTED = /(?:,|\band|\bor)\s+(?:a|an|one)\s+(?:[a-z-]+\s+){0,2}$/i;
const EN_DESCRIBED =
  /^(?:\s+[a-z-]+){0,4}?\s+(?:who|whose|in (?:her|his|their) (?:[a-z]+ )?(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties))\b/i;
const EN_OWN_BEFORE = /\b(?:I am|I'm|I was|I've been|as|being|me|myself)\s+(?:[a-z-]+\s+){0,3}$/i;

function english(text: string, a: number, b: number, why: string): boolean {
  const word = text.slice(a, b);
  const after = text.slice(b, b + 80);
  if (EN_CHILD_THING.test(word)) return /^\s+[a-z]/.test(after);
  if (why !== 'marital' && why !== 'family') return false;
  const before = text.slice(sentenceStart(text, a), a);
  // The phrase's own start: "a divorced father of three" is one person, found as two.
  const phrase = before.replace(/(?:divorced|widowed|single|married|separated)\s+$/i, '');
  if (EN_OWN_BEFORE.test(phrase)) return false;
  if (EN_SERVED.test(phrase)) return true;
  if (!EN_LISTED.test(phrase)) return false;
  const rest = /^(?:divorced|widowed|single|married|separated)$/i.test(word)
    ? after.replace(/^\s+[a-z]+(?: of (?:one|two|three|four|five|[1-9]))?/i, '')
    : after;
  return EN_DESCRIBED.test(rest);
}

const ID_WORKER =
  /\b(?:operator|karyawan|pekerja|pegawai|tenaga|anak|pemuda|pemudi|remaja|siswa|peserta|pelamar|teknisi|staf|kru|murid|calon)\s+(?:baru\s+|muda\s+|magang\s+)?$/i;
const ID_GENDER_DESCRIBED = /^\s+(?:[a-z]+\s+)?yang\b/i;
const ID_CLIENT_OF_MINE =
  /\b(?:murid|pelanggan|klien|pasien|siswa|nasabah|tamu|penghuni|peserta|penumpang|pengantin|anak didik)\s+(?:saya|kami)\s+(?:adalah\s+)?(?:seorang\s+)?[a-z]+\s+$/i;
const ID_PERSON_TWO =
  /\b(?:seorang|para|sang|si)\s+(?:kakek|nenek|ibu|bapak|pria|wanita|anak|pasien|penumpang|pelanggan|tamu)\s+[a-z]+\s+(?:yang\s+)?$/i;
const ID_OWN = /\b(?:saya|aku)\s+(?:adalah\s+|seorang\s+|sebagai\s+)*$/i;

function indonesian(text: string, a: number, b: number, why: string): boolean {
  const before = text.slice(sentenceStart(text, a), a);
  if (ID_OWN.test(before) || /\b(?:saya|aku)\b/i.test(text.slice(a, b))) return false;
  if (why === 'school') return ID_WORKER.test(before) && !/\b(?:saya|aku)\s+\S+\s+$/i.test(before);
  if (why === 'gender') return ID_GENDER_DESCRIBED.test(text.slice(b, b + 24));
  if (why === 'age') return ID_CLIENT_OF_MINE.test(before) || ID_PERSON_TWO.test(before);
  return false;
}

/** Whether the blind finding text.slice(a, b) of kind `why` is another person's trait (round twenty-five). */
export function othersSixth(text: string, a: number, b: number, why: string, lang: CheckLang): boolean {
  if (lang === 'ko') return korean(text, a, b, why);
  if (lang === 'en') return english(text, a, b, why);
  return indonesian(text, a, b, why);
}
