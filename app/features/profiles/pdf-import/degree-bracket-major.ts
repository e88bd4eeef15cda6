// A degree's English title with the major in brackets after it ("Bachelor of Arts (Psychology)", "Master of
// Science (Data Science)", "Bachelor's degree (Nursing)"): the title says the level, the bracket the major.
// Read as one piece, the title was taken for a degree and the bracket, brackets and all, for the major. The
// Korean degree words are titles too ("학사 (산업공학)", "석사 (토목공학)", in a line or in a 학위 (전공) cell).

/** A bachelor's, master's or doctor's title, alone: "Bachelor of Arts", "Master's degree", "Doctor of Philosophy". */
const TITLE =
  /^(?:(?:bachelor|master|doctor)(?:['’]s)?(?:\s+degree)?(?:\s+of\s+(?!.*\s(?:in|and)\s)[\p{L} ]{2,40})?|(?:전문)?학사(?:\s*학위)?|석사(?:\s*학위)?|박사(?:\s*학위)?)$/iu;
/** What a bracket after a title says when it is no major: honours, a class, the letters of the degree. */
const NO_MAJOR =
  /^(?:hons?\.?|honou?rs|with\s+(?:high\s+)?(?:honou?rs|distinction)|first[- ]class(?:\s+honou?rs)?|(?:summa|magna)?\s*cum\s+laude|distinction|merit|[A-Z](?:\.?[A-Za-z]){0,4}\.?|mba|ph\.?\s?d\.?|part[- ]time|online|ongoing|in progress|expected\s+\d{4})$/iu;

/**
 * "Bachelor of Arts (Psychology)" -> ["Bachelor", "Psychology"]: the level's word (as "Bachelor of Economics,
 * Accounting" is read), then the major; null for any other piece.
 */
export function degreeBracketMajor(piece: string): [string, string] | null {
  const match = piece.trim().match(/^(.+?)\s*[(（]\s*([^()（）:：]{2,60}?)\s*[)）]$/u);
  if (!match || !TITLE.test(match[1]) || NO_MAJOR.test(match[2])) return null;
  return [match[1].split(/\s+/)[0].replace(/['’]s$/u, ''), match[2]];
}
