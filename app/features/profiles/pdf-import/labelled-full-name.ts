// A CV whose personal-data block names the person ("Nama Lengkap : Yohanes Siregar", "Full name: Ana Ruiz") under
// a title and a headline ("CURRICULUM VITAE" over "Network Engineer"): the header's first line that is no title is
// the headline, not the name. The labelled name wins when the header's line shares no word with it and reads
// like no name of its own (a job title's word in it); a header naming the person in another way is kept.

/** A person's name as a label gives it: two to six words of letters, no figure. */
const FULL_NAME = /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){1,5}$/u;

/** Words of a job title or a field: a line holding one is a headline. */
const HEADLINE_WORD =
  /\b(?:engineer|developer|manager|analyst|designer|consultant|specialist|officer|staff|administrator|architect|accountant|teknisi|insinyur|staf|konsultan|perawat|guru|dosen|technician|scientist|lead|intern|assistant|asisten|coordinator|koordinator|supervisor|executive|programmer|marketing|sales|admin)\b/iu;

const words = (text: string) => new Set(text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean));

/** The labelled name when the header's choice is a headline that shares no word with it; else the header's. */
export function labelledNameOverHeadline(chosen: string | null, labelledName: string | null): string | null {
  if (!chosen || !labelledName || chosen === labelledName) return chosen;
  const name = labelledName.trim();
  if (!FULL_NAME.test(name) || HEADLINE_WORD.test(name)) return chosen;
  if (!HEADLINE_WORD.test(chosen)) return chosen;
  const own = words(name);
  return [...words(chosen)].some((w) => own.has(w)) ? chosen : name;
}
