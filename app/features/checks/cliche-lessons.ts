// Round twenty-two (ADR 0039): clichés by family from the round's made-up style set (style-dev-set.ts): a
// lesson said as "the importance of" a virtue (소통의 중요성을 깨달았습니다, "taught me the importance of
// teamwork", "arti pentingnya kerja sama"), a motto or a proverb leaned on (제 좌우명은, "…다는 말처럼",
// "Failure is not an option", "kegagalan adalah kesuksesan yang tertunda"), and stock Indonesian self-praise
// (semangat belajar yang tinggi, bekerja secara individu maupun tim).
import type { CheckLang } from './types';

export const CLICHE_LESSONS: Record<CheckLang, RegExp> = {
  ko: /(?<![가-힣])[가-힣]+의 (?:중요성|소중함)(?:을|를) (?:깨닫|깨달|배웠|배우|알게|느꼈|느끼|실감)|(?:제 |저의 |나의 )?(?:인생 ?)?좌우명(?:은|이)|(?<![가-힣])[가-힣]+(?:다는|라는) (?:말처럼|말이 있듯이|속담처럼|옛말처럼|격언처럼)/g,
  en: /\b(?:taught|showed|teaches|reminded) me (?:the (?:importance|value|power|meaning) of|that (?:teamwork|communication|hard work|persistence|patience) (?:is|matters))\b|\b(?:learned|learnt|realized|realised|understood) the (?:importance|value) of\b|\bfailure is not an option\b|\bmy (?:life )?motto is\b|\bas the (?:saying|old saying|proverb) goes\b/gi,
  id: /\b(?:arti|makna) (?:penting(?:nya)?|sebuah) [a-z]+|\bmengajarkan (?:saya|aku|kami) (?:arti|makna|pentingnya)\b|\bsemangat belajar (?:yang )?tinggi\b|\bsecara (?:individu|mandiri) maupun (?:dalam )?(?:tim|kelompok)\b|\bkesuksesan yang tertunda\b|\bmotto (?:hidup )?saya\b|\bseperti (?:kata )?pepatah\b/gi,
};
