// Degree letters written without dots, as British, Irish, Australian and many other résumés write them: "MA in
// Economics", "BA History", "MS in Statistics", "BBA, Finance", "MPhil in Archaeology", "BSc Computer Science,
// 2014". Not read as a degree, "MA in Economics, University of Sussex" was one school of that name, and the year
// after a degree line's last comma was lost. The letters count only in capitals as written, opening the piece and
// followed by "in", "of", a comma or a capitalised subject ("MA" in "MAN Truck" or "BS" alone in a sentence is none).
// A British honours mark may follow the letters ("BA (Hons) Geography", "BSc Hons, Physics") and is no part of the major.
import type { GradLevel } from './vocabulary';

const BACHELOR = 'BA|BS|BSc|BEng|BTech|BBA|BFA|BEd|BArch|BCom|BPharm|BMus|LLB';
const MASTER = 'MA|MS|MSc|MEng|MTech|MBA|MFA|MEd|MArch|MCom|MPharm|MPhil|MRes|MPA|MPH|LLM';
const HONOURS = String.raw`(?:\s*\(Hons\.?\)|\s+Hons\.?(?=[\s,]|$))?`;
const AFTER = String.raw`${HONOURS}(?=\s*(?:,|\bin\b|\bof\b|$)|\s+\p{Lu})`;

/** The letters opening a piece: group 1 a bachelor's, group 2 a master's. */
export const UNDOTTED_DEGREE = new RegExp(String.raw`^\s*(?:(${BACHELOR})|(${MASTER}))${AFTER}`, 'u');

/** The same letters before the major, with "in" / "of" / a comma or a dash after them. */
export const UNDOTTED_DEGREE_PREFIX = new RegExp(
  String.raw`^\s*(?:${BACHELOR}|${MASTER})${AFTER}\s*(?:,|in\b|of\b|-|–)?\s+`,
  'u',
);

/** An honours mark left opening the major once the degree letters are taken ("(Hons) Geography"). */
export const LEADING_HONOURS = /^\s*(?:\(Hons\.?\)|Hons\.?(?=[\s,]))\s*,?\s*/u;

/** A bachelor's letters give a university level, a master's a graduate school; null when none opens the text. */
export function undottedDegreeLevel(text: string): GradLevel | null {
  const match = UNDOTTED_DEGREE.exec(text);
  if (!match) return null;
  return match[1] ? 'university' : 'grad_school';
}

/** "2014" alone, after a degree line's last comma: the year the degree ended. */
export const isLoneYear = (piece: string) => /^\s*(?:19|20)\d{2}\s*$/u.test(piece);
