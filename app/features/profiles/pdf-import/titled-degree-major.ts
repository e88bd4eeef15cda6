// An Indonesian degree written as its title with the title's letters in brackets, then the field after a
// comma, as a LinkedIn export's education line puts it: "Sarjana Ekonomi (S.E.), Akuntansi", "Magister
// Teknik (M.T.), Teknik Sipil". The bracketed letters ("S.E.", "S.Kom.", "M.T.") mark the words before the
// comma as the degree's title, so what follows is the major, not the title's own subject ("Ekonomi").
// A school after the comma ("…, Universitas Indonesia") is no major, and a title with no such letters
// in brackets is left to the other readings.
import { SCHOOL_WORDS } from './vocabulary';

const TITLED =
  /^((?:[Ss]arjana|[Mm]agister|[Dd]oktor|[Dd]iploma)\s+[^,()（）]{2,40}?\s*[(（]\s*(?:[A-Z][a-z]{0,3}\.\s?){1,4}[)）]),\s*([^,]{2,60})$/u;

/** The degree's word ("Sarjana": its level) and the major after the title; null when the line is no such pair. */
export function titledDegreeMajor(raw: string): [string, string] | null {
  const match = TITLED.exec(raw.trim());
  if (!match || SCHOOL_WORDS.test(match[2])) return null;
  return [match[1].trim().split(/\s+/)[0], match[2].trim()];
}
