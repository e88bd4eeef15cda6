// Degree abbreviations named for their subject, as Indian and other Commonwealth résumés write them:
// "B.Tech.", "M.Tech", "B.Com.", "M.Com", "B.Pharm." (issue 37). They are degree words like "B.S.": a
// line "B.Tech. in Civil Engineering, National Institute of Technology Karnataka, Surathkal." holds a
// degree and major, then the school. A word that only begins like one ("B Tech Park", "Bcom Ltd", "M.Technik") is
// left alone: the letter must be followed by a dot and the subject must end the word.
import type { GradLevel } from './vocabulary';

/** "B.Tech.", "M.Com", "B. Pharm." anywhere in a piece. */
export const TECHNICAL_DEGREE = /\b([bm])\.\s?(?:tech|com|pharm)\b\.?/i;

/** The same word opening a major, with "in" / "of" / a comma after it ("B.Tech. in Civil Engineering"). */
export const TECHNICAL_DEGREE_PREFIX = /^[bm]\.\s?(?:tech|com|pharm)\b\.?\s*(?:,|in\b|of\b|-|–)?\s+/i;

/** Bachelor's words give a university level, master's a graduate school; null when none is named. */
export function technicalDegreeLevel(text: string): GradLevel | null {
  const match = text.match(TECHNICAL_DEGREE);
  if (!match) return null;
  return match[1].toLowerCase() === 'b' ? 'university' : 'grad_school';
}
