// A school's line that gives only the year it was finished, after a status word: "Lulus 2016", "Tamat 2012",
// "Graduated 2019", "Graduation: 2018", "2015 졸업", "졸업 2015". The year is the end; the school was
// finished. A year with a month ("Lulus Agu 2016") is left to the dates; a year with any other word is left.

const STATUS = String.raw`(?:lulus(?:\s+tahun)?|tamat(?:\s+tahun)?|tahun\s+lulus|graduated(?:\s+in)?|graduation|졸업)`;
const YEAR = String.raw`((?:19|20)\d{2})`;
const BEFORE = new RegExp(String.raw`^\s*${STATUS}\s*[:：]?\s*${YEAR}\s*$`, 'iu');
const AFTER = new RegExp(String.raw`^\s*${YEAR}(?:년)?\s*${STATUS}\s*$`, 'iu');

/** The year of "Lulus 2016" / "2015 졸업", or null. */
export function graduatedYear(line: string): string | null {
  return (BEFORE.exec(line) ?? AFTER.exec(line))?.[1] ?? null;
}
