// Another person's kin, age, gender or weight is not the applicant's (round nineteen, ADR 0039), by family
// from the round-eighteen set's clean answers (fresh14, read after its one blind run), which tell of callers,
// customers and animals: Korean kin inside a clause that describes another person (고3 자녀를 둔 고객들,
// 엄마가 쓰러졌다고 신고한 아이, 아이를 키우는 부모님들), an animal's or a patient's weight (기린 … 체중,
// 발판 체중계), an English age before another person ("an 87-year-old man who lived alone"; "As a
// 47-year-old, I" and "my 8-year-old son" stay flagged), and an Indonesian age or gender word after another
// person ("seorang kakek berusia 84 tahun", "seorang siswi kelas empat SD"; "saya seorang siswi" stays).
import type { CheckLang } from './types';

const KO_PERSON =
  '(?:아이|아이들|어린이|학생|수험생|고객|손님|환자|어르신|신고자|보호자|승객|주민|분|분들|부모|부모님|학부모|이용자|이용객|민원인|시민|가정|가구|세대|엄마들|아빠들)';
/** A verb of a clause on another person whose object or subject the kin is (둔, 키우는, 신고한, 찾는). */
const KO_OTHERS_CLAUSE = new RegExp(
  `^(?:을|를|이|가|와|과)?\\s(?:[가-힣\\d]+\\s){0,3}?(?:둔|두신|키우는|키우시는|가진|잃은|잃어버린|찾는|찾던|기다리는|부르는|부르던|신고한|신고하는|신고했던|전화한|전화를 건|데려온|데리고 온|동반한|모시고 온|모시는|맡긴|맡기는)\\s(?:[가-힣\\d]+\\s){0,3}?${KO_PERSON}(?:들|분들)?(?:에게는|에게|께서|께는|께|[을를이가은는의에도와과로]|\\s|$)`,
);
/** An animal or a patient whose weight is measured (a calf, a giraffe, a newborn), as a word of its own. */
const KO_WEIGHED =
  /(?<![가-힣])(?:동물|젖소|한우|송아지|돼지|닭|기린|코끼리|얼룩말|코뿔소|사자|호랑이|원숭이|개체|가축|반려견|반려묘|강아지|고양이|환자|신생아|영아|소|말|곰)(?:들)?(?:의|은|는|이|가|도|를|을|\s)/;
const EN_OTHER_AGE_BEFORE = /\b(?:as|I am|I'm|I was|being|my|our)\s+an?\s*$|\b(?:my|our)\s+$/i;
const ID_OTHER = /\b(?:seorang|para|sang|si)\s+(?:[a-z]+\s+){0,2}$/i;
const ID_PERSON_BEFORE =
  /\b(?:kakek|nenek|anak|pasien|penumpang|pelanggan|penelepon|pria|wanita|bayi|balita|ibu|bapak|siswa|siswi|korban|warga|lansia|orang|pengunjung|penghuni|klien|sapi|hewan|satwa)(?:-\w+)?\s+(?:yang\s+)?$/i;

/** Whether the blind finding text.slice(a, b) of kind `why` is about another person, not the applicant. */
export function othersPerson(text: string, a: number, b: number, why: string, lang: CheckLang): boolean {
  const start = Math.max(text.lastIndexOf('.', a - 1), text.lastIndexOf('\n', a - 1)) + 1;
  if (lang === 'ko') {
    if (why === 'family' || why === 'marital') {
      const stop = text.slice(b).search(/[.,!?\n]/);
      const after = text.slice(b, stop < 0 ? text.length : b + stop);
      return KO_OTHERS_CLAUSE.test(after);
    }
    if (why === 'appearance' && /^(?:체중|몸무게)$/.test(text.slice(a, b))) {
      if (text.startsWith('계', b)) return true; // 체중계: the scale, a device
      // The sentence and the one before it: the creature whose weight it is, and no word of the applicant's.
      const prev = Math.max(text.lastIndexOf('.', start - 2), text.lastIndexOf('\n', start - 2)) + 1;
      const end = text.slice(b).search(/[.!?\n]/);
      const around = text.slice(prev, end < 0 ? text.length : b + end);
      // A figure of one's own weight after it (체중 54kg, 몸무게가 90kg) keeps it the member's.
      if (/^[은는이가을를도]?\s?\d+(?:\.\d+)?\s?(?:kg|킬로)/.test(text.slice(b, b + 12))) return false;
      return KO_WEIGHED.test(around) && !/(?<![가-힣])(?:제|저의|나의|내)\s?(?:체중|몸무게)/.test(around);
    }
    return false;
  }
  const before = text.slice(start, a);
  if (lang === 'en') {
    // "He was the only man who …": another person's gender, the older rule's "the only man" (round nineteen).
    if (why === 'gender')
      return /\b(?:he|she|they|who|[A-Z][a-z]+) (?:was|is|were|became|remains)\s+$/.test(before);
    if (why !== 'age' || !/year-old$/.test(text.slice(a, b))) return false;
    // Attributive before another person's noun ("an 87-year-old man who"), not "As a 47-year-old, I".
    return /^\s[a-z]/.test(text.slice(b, b + 2)) && !EN_OTHER_AGE_BEFORE.test(before);
  }
  // "Saya pria berusia 44 tahun": the person noun is the applicant's own.
  if (why === 'age')
    return (
      ID_PERSON_BEFORE.test(before) &&
      !/\b(?:saya|aku)\s+(?:adalah\s+|seorang\s+)*\S+\s+(?:yang\s+)?$/i.test(before)
    );
  if (why === 'gender' || why === 'appearance')
    return (
      ID_OTHER.test(before) &&
      !/\b(?:saya|aku)\s+(?:adalah\s+|dulu\s+|masih\s+)?(?:seorang|sebagai)\s+$/i.test(before)
    );
  return false;
}
