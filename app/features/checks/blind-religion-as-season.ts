// Round thirty (issue 36, ADR 0039): a religious season named as the time of the work — "Saya mengatur
// jadwal kerja tim selama puasa Ramadan", "during Lent", "라마단 금식 기간에" — tells no faith of the
// writer's; from the eighth first-person set's near miss, by kind. The writer's own practice ("Saya
// berpuasa Ramadan", "I fast during Ramadan": a verb of theirs before the season) is left to the rules.
const BEFORE: Record<string, RegExp> = {
  id: /\b(?:selama|saat|ketika|menjelang|sebelum|sesudah|setelah|sepanjang|pada|di|jadwal|libur|musim)(?: bulan)?\s$/i,
  en: /\b(?:during|before|after|around|over|throughout)(?: the)?\s$/i,
  ko: /(?!)/,
};
const OWN_PRACTICE: Record<string, RegExp> = {
  id: /\b(?:saya|aku|kami)(?: [a-z]+){0,2} (?:berpuasa|beribadah|bertarawih|menjalankan|merayakan|mudik)\b[^.!?]*$/i,
  en: /\bI (?:fast|fasted|observe|observed|pray|prayed|celebrate|celebrated|keep|kept)\b[^.!?]*$/,
  ko: /(?!)/,
};
/**
 * The finding names a season of a faith (Ramadan, Lent, Diwali, Imlek, 라마단, 사순절) or, round thirty-two, an
 * Indonesian service the work was timed by (menjelang salat Jumat, setelah misa).
 */
const SEASON =
  /(?:Ramadh?an|Lent|Advent|Easter|Christmas|Diwali|Deepavali|Passover|Hanukkah|Eid|Yom Kippur|Rosh Hashanah|puasa|Lebaran|Idul Fitri|Idul Adha|Imlek|Nyepi|Natal|Waisak|salat|sholat|shalat|misa|kebaktian|라마단|사순절|부활절|성탄절|대림절|석가탄신일|금식)/i;
const KO_SEASON_AFTER = /^\s?(?:기간|시기|때|연휴|명절|기간에|시즌)/;

/** Whether the religion finding text.slice(a, b) names a season the work was timed by. */
export function religionAsSeason(text: string, a: number, b: number, why: string, lang: string): boolean {
  if (why !== 'religion' || !SEASON.test(text.slice(a, b))) return false;
  if (lang === 'ko')
    return KO_SEASON_AFTER.test(text.slice(b, b + 6)) && !/(?:저|제가|저는)\s?$/.test(text.slice(0, a));
  const start = Math.max(text.lastIndexOf('.', a - 1), text.lastIndexOf('\n', a - 1)) + 1;
  const before = text.slice(start, a);
  return BEFORE[lang].test(before) && !OWN_PRACTICE[lang].test(before);
}
