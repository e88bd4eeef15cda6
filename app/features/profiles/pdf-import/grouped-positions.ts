// A LinkedIn "Save to PDF" export's experience: the company once (with its total time, "8 years 4 months",
// on the line under it when it holds more than one position), then each position as its title, its period
// with the time served in brackets ("July 2021 - Present (5 years 5 months)"), its place ("Busan, South
// Korea") and its description. Read as it stands, the place became the duties, the description a new job
// and every position after the first lost its company. Where every period of the section is written that
// way, each under a title line, the section is rewritten one position to an entry: the company, the title,
// the period and the description lines; the place and the total time go (no field holds them). A company
// is the plain line (no bullet, no sentence end) before a position's title with a gap or its total time
// after it; a position with none above it is one more of the company before.
import { cut, findPeriod, isDuration } from './dates';
import { endsSentence, isBlank, isBullet } from './text';
import { COUNTRIES, isCity, key } from './vocabulary';

/** "July 2021 - Present (5 years 5 months)": a period and the time served in brackets, nothing else. */
export function isPeriodWithDuration(line: string): boolean {
  const match = /^(.+?)\s*[(（]([^()（）]+)[)）]$/u.exec(line.trim());
  if (!match || !isDuration(match[2])) return false;
  const period = findPeriod(match[1]);
  return !!period && cut(match[1], period.index, period.length) === '';
}

/** "Makassar, Sulawesi Selatan, Indonesia", "Busan, South Korea", "Jakarta": a place, nothing else. */
export function isPlaceLine(line: string): boolean {
  const t = line.trim();
  if (!t || /\d|\t/.test(t) || t.length > 70) return false;
  const parts = t.split(/\s*,\s*/);
  return (
    isCity(t) ||
    isCity(parts[0]) ||
    (parts.length >= 2 && parts.length <= 4 && COUNTRIES.has(key(parts[parts.length - 1])))
  );
}

/** A line that may name a company: no bullet, no sentence, no period, not too long. */
const plainHead = (line: string) =>
  !isBlank(line) && !isBullet(line) && !endsSentence(line) && line.trim().length <= 90 && !findPeriod(line);

type Position = { company: string; title: string; period: string; body: string[] };

/** The section's lines, one entry per position, when it is written as such an export; else as they are. */
export function groupedPositions(lines: string[]): string[] {
  const periods = lines.flatMap((l, i) => (isPeriodWithDuration(l) ? [i] : []));
  if (periods.length < 2) return lines;
  // Every period of the section is such a line, each right under a plain title line.
  if (lines.some((l, i) => findPeriod(l) && !periods.includes(i))) return lines;
  if (periods.some((p) => p === 0 || !plainHead(lines[p - 1]))) return lines;
  const positions: Position[] = [];
  let from = 0;
  for (let n = 0; n < periods.length; n++) {
    const p = periods[n];
    const title = p - 1;
    const region = lines.slice(from, title);
    const company = companyOf(region, n === 0);
    if (n === 0 && company === null) return lines;
    const description = company === null ? region : region.slice(0, company.at);
    if (n > 0) positions[n - 1].body.push(...description.filter((l) => !isBlank(l)));
    positions.push({
      company: company?.name ?? positions[n - 1].company,
      title: lines[title].trim(),
      period: lines[p].trim(),
      body: [],
    });
    from = p + 1 + (lines[p + 1] !== undefined && isPlaceLine(lines[p + 1]) ? 1 : 0);
  }
  positions[positions.length - 1].body.push(...lines.slice(from).filter((l) => !isBlank(l)));
  return positions.flatMap((w) => [w.company, w.title, w.period, ...w.body, '']);
}

/**
 * The company among the lines between the last position's place and the next title: the last plain line,
 * with a gap or a total time (and nothing else) after it. For the first position it may be the only line.
 */
function companyOf(region: string[], first: boolean): { name: string; at: number } | null {
  let end = region.length;
  while (end > 0 && isBlank(region[end - 1])) end--;
  let at = end - 1;
  const total = at >= 0 && isDuration(region[at]);
  if (total) at--;
  if (at < 0 || !plainHead(region[at]) || isDuration(region[at])) return null;
  const gapAfter = total || end < region.length;
  const gapBefore = at === 0 || isBlank(region[at - 1]);
  if (!gapAfter || !gapBefore) return null;
  // A lone line right under the place is that position's one line of description, unless a total follows it.
  if (!first && !total && region.slice(0, at).every(isBlank) && endsSentence(region[at])) return null;
  return { name: region[at].trim(), at };
}
