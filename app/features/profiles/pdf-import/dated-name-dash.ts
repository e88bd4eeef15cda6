// A project told on one line: its name, the year (or years) in brackets, a spaced dash, then what it did
// ("Battery dispatch optimiser (2022) — chose charge windows that raised revenue by 11%.", "Sistem antrian
// (2019–2020) – aplikasi antrian puskesmas"). Read as a title, the bracket stayed in the name, and the next such
// line, a sentence, became the description of the project above instead of a project of its own.
const YEAR = String.raw`(?:19|20)\d{2}`;
const END = String.raw`(?:${YEAR}|present|now|ongoing|sekarang|saat ini|현재)`;
const LINE = new RegExp(
  String.raw`^\s*([^\t()（）—–]{2,70}?)\s*[(（]\s*(${YEAR}(?:\s*[–—~-]\s*${END})?)\s*[)）]\s*[—–-]\s+(\S.*)$`,
  'iu',
);

/** [name, description] when the line is "Name (Year) — what it did", else null. */
export function datedNameDash(line: string): [string, string] | null {
  const match = LINE.exec(line);
  return match ? [match[1].trim(), match[3].trim()] : null;
}
