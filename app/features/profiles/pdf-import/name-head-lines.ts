// Lines of a résumé's head that the name is read among, by the shapes heads take:
// - a strip of links over the name ("Portfolio · LinkedIn · GitHub", a web builder's or a PDF export's top bar)
//   names no person: read first, it was taken for the name;
// - a name set in widely letter-spaced capitals ("E L E N A   M A R T I N" drawn with a letter spacing) is read
//   back as one cell a word ("ELENA | MARTIN"): the words of such a line, each one capitalised word, are the name
//   whole, not its first word.
import { cells } from './text';

const LINK_WORD =
  /^(?:portfolio|linkedin|github|gitlab|website|web|blog|behance|dribbble|twitter|x|instagram|medium|kaggle|notion|homepage|resume|cv|e-?mail)$/iu;

/** Whether the line is only link words set apart by dots, bars, bullets or commas ("Portfolio · LinkedIn"). */
export function isLinkStrip(line: string): boolean {
  const pieces = line
    .split(/\s*[·|•,\t]\s*/u)
    .map((p) => p.trim())
    .filter(Boolean);
  return pieces.length >= 2 && pieces.every((p) => LINK_WORD.test(p));
}

/** A word of a name: capitalised ("Elena") or in capitals ("ELENA"), a hyphen or an apostrophe inside allowed. */
const NAME_WORD = /^\p{Lu}(?:[\p{Ll}'’-]+(?:-\p{Lu}\p{Ll}+)?|[\p{Lu}'’-]+)$/u;

/** The cells of a line that are two to four name words, one a cell, joined as the name; null otherwise. */
export function spacedNameCells(line: string): string | null {
  const row = cells(line).map((c) => c.trim());
  if (row.length < 2 || row.length > 4 || !row.every((c) => NAME_WORD.test(c))) return null;
  // All in capitals or all capitalised: a name is set in one case.
  const caps = row.map((c) => c === c.toUpperCase());
  return caps.every(Boolean) || !caps.some(Boolean) ? row.join(' ') : null;
}
