// "Bachelor of Economics, Accounting": a degree's name, then its major after the comma. When the piece after
// the comma names a school ("Doctor of Audiology (Au.D.), University of Wisconsin–Madison", "Bachelor of
// Pharmacy, Ohio State University"), the field after "of" is the major and the school stands apart: read as
// degree and major, the school became the major and the field was lost.
import { isEnumeratedField } from './enumerated-field';
import { SCHOOL_WORDS } from './vocabulary';

const DEGREE_THEN_MAJOR =
  /^((?:bachelor|master|doctor|associate)(?:['’]s)?)(?:\s+degree)?\s+of\s+[^,]+,\s*([^,]{2,60})$/i;

/**
 * The degree and the major of "Degree of Field, Major" (an associate degree as "Associate degree"), or null
 * when the line is no such pair: a grade after the comma, an enumerated field, or a school after it.
 */
export function degreeThenMajor(raw: string, isGrade: (text: string) => boolean): [string, string] | null {
  const named = raw.match(DEGREE_THEN_MAJOR);
  if (!named || isGrade(named[2]) || isEnumeratedField(raw) || SCHOOL_WORDS.test(named[2])) return null;
  return [/^associate/i.test(named[1]) ? 'Associate degree' : named[1], named[2]];
}

/**
 * A doctorate of a profession, not of research: "Doctor of Audiology (Au.D.)", "Doctor of Pharmacy",
 * "Doctor of Physical Therapy", "Juris Doctor", "M.D.": a first professional degree, read at university level.
 */
export const PROFESSIONAL_DOCTORATE =
  /\bdoctor of (?:audiology|medicine|pharmacy|dental (?:surgery|medicine)|physical therapy|occupational therapy|optometry|veterinary medicine|podiatric medicine|chiropractic|nursing practice|osteopathic medicine)\b|\bjuris doctor\b|\((?:au|pharm|m|j|o|dp?t|dds|dmd|dvm|dnp)\.?d?\.?\)/i;

/** Initials of a degree in brackets after its name: "(Au.D.)", "(M.P.H.)", "(Pharm.D.)", "(B.Sc.)". */
export const DEGREE_INITIALS_BRACKET = /\s*\((?:[A-Z][a-z]{0,4}\.\s?){1,4}\)$/u;
