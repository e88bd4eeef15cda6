// A major written with its degree in brackets after it ("화학공학과 (공학석사)", "기계공학부 (공학사)", "Teknik
// Sipil (S1)", "Economics (BSc)"): the degree says the level, which the entry reads from it elsewhere; the
// major is the words before the brackets.

const DEGREE_IN_BRACKETS =
  /\s*[(（]\s*(?:\p{Script=Hangul}{0,4}(?:학사|석사|박사)(?:\s*과정)?|S[123]|D[1-4]|B\.?A\.?|B\.?Sc?\.?|B\.?Eng\.?|M\.?A\.?|M\.?Sc?\.?|M\.?Eng\.?|MBA|Ph\.?D\.?)\s*[)）]$/u;

/**
 * "화학공학과 (공학석사)" -> "화학공학과"; "Teknik Sipil (S1)" -> "Teknik Sipil". A bracket of anything else
 * ("경영학과 (복수전공: 통계학)", "Computer Science (Honours)") stays, and so does a degree alone.
 */
export function withoutDegreeBracket(major: string): string {
  const rest = major.replace(DEGREE_IN_BRACKETS, '').trim();
  return rest ? rest : major;
}
