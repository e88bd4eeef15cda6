// An age or a height said as a limit set for other people is no mention of the member's own (round eighteen,
// ADR 0039): "만 16세 이상 학생만", "students aged 17 or over", "siswa berusia 17 tahun ke atas", "만 12세 이하
// 배우들", "batas tinggi badan" on a ride — the seen sets' clean answers had five such findings. A figure of
// years said as time to come ("lima puluh tahun lagi", fifty years from now) is no age either. The member's own
// age stays flagged: a limit word must follow the age, or a limit noun come before the height word.

/** After an age: a threshold that makes it a rule for others (이상/이하/미만, or over/under, ke atas). */
const AGE_LIMIT_AFTER =
  /^\s?(?:이상|이하|미만|초과|부터|까지|넘는|넘은|미만의|이상의|이하의|or (?:over|older|above|under|younger|below)|and (?:over|above|older|under|up|upwards)|\+|ke (?:atas|bawah)|atau (?:lebih|lebih tua|kurang)|lagi\b|mendatang\b|ke depan\b)/;

/** Before a height or weight word: a limit on a ride, a role or a uniform, not one's own build. */
const BODY_LIMIT_BEFORE = /(?:batas|syarat|minimal|maksimal|minimum|maksimum|limit|restriction|requirement|제한|기준)\s?$/i;

/** Whether the blind finding text.slice(a, b) of kind `why` states a limit for others, not the member. */
export function limitForOthers(text: string, a: number, b: number, why: string): boolean {
  if (why === 'age') return AGE_LIMIT_AFTER.test(text.slice(b, b + 16));
  if (why === 'appearance') return BODY_LIMIT_BEFORE.test(text.slice(Math.max(0, a - 12), a));
  return false;
}
