// A project told on one line with its year in a left column: "2022 ⇥ CAN Bus Sniffer — USB CAN analyzer with a
// desktop viewer, used by more than 400 people on GitHub." (a reverse-chronological résumé's dates column). The
// year is when; the name stands before the spaced dash and what it did after it, a sentence of its own. Read as
// running text (a long line), the project joined the one above as its description.
const YEAR = String.raw`(?:19|20)\d{2}`;
const END = String.raw`(?:${YEAR}|present|now|ongoing|sekarang|saat ini|현재)`;
const LINE = new RegExp(
  String.raw`^\s*${YEAR}(?:\s*[–—~-]\s*${END})?\s*\t\s*([^\t—–|]{2,60}?)\s+[—–-]\s+(\p{Lu}[^\t|]*?\s\S+\s\S+\s\S+.*)$`,
  'iu',
);

/** [name, description] when the line is "Year ⇥ Name — what it did", else null. */
export function yearCellNameDash(line: string): [string, string] | null {
  const match = LINE.exec(line);
  return match ? [match[1].trim(), match[2].trim()] : null;
}
