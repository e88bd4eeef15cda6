// A test and its result in cells of their own ("영어 | TOEIC | 815점 | 2019.08", "Japanese | JLPT | N2"):
// the result belongs to the test it follows, one detail "TOEIC 815점", never two ("TOEIC, 815점").
import { isLanguageTest } from './vocabulary';

/** A test's result alone: a score (with its unit 점 or 급), a CEFR level, a JLPT level or a speaking grade. */
const RESULT =
  /^(?:\d{1,3}(?:[.,]\d{1,2})?\s*(?:점|급)?|[ABC][12]|N\s?[1-5]|A[LMH]|I[HML]\d?|N[HML]|Level\s*\d|레벨\s*\d)$/iu;

/** A test's name with nothing else in it ("TOEIC", "TOEFL iBT", "TOEIC Speaking"), no result yet. */
const bareTest = (piece: string) =>
  isLanguageTest(piece) && !/\d/.test(piece) && piece.trim().split(/\s+/).length <= 2;

/** The details with each bare test joined to the result in the piece after it. */
export function joinTestScores(details: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < details.length; i++) {
    const next = details[i + 1]?.trim();
    if (bareTest(details[i]) && next !== undefined && RESULT.test(next)) {
      out.push(`${details[i].trim()} ${next}`);
      i++;
    } else out.push(details[i]);
  }
  return out;
}
