// The language grid of a Europass CV (the Common European Framework's self-assessment): a header of skills
// ("Understanding | Speaking | Writing", "Listening | Reading | Spoken interaction | Spoken production"), one
// row a language with a level a cell ("English | C1 | C1 | C1 | C1 | C1"), the certificate on the line under
// the row ("IELTS Academic 7.5") and a legend under the grid ("Levels: A1 and A2: Basic user …"). Read as it
// is, the headers and the legend were languages, each level a detail and the certificate a language of its
// own. The grid is read as one line a language: its name, its level (the level most cells give: C1/C2
// advanced, B1/B2 intermediate, A1/A2 beginner), and the certificate under it as the detail.
import { cells, isBlank } from './text';

const CEFR = /^[ABC][12]$/i;
/** The grid's column headings. */
const SKILL_HEADING =
  /^(?:understanding|speaking|writing|listening|reading|spoken interaction|spoken production|comprendre|parler|écrire|verstehen|sprechen|schreiben)$/i;
/** The legend under the grid. */
const LEGEND =
  /^levels?\s*:\s*A1\b|common european framework of reference|^\(?\s*\*?\s*CEFR\b.*\blevels?\b|^A1\s*(?:\/|and|&)\s*A2\s*:/i;

const LEVEL_OF: Record<string, string> = { A: 'Beginner', B: 'Intermediate', C: 'Advanced' };

/** A grid row: a name, then five (at least three) cells each a CEFR level. */
function gridRow(line: string): { name: string; level: string } | null {
  const row = cells(line).filter(Boolean);
  if (row.length < 4 || CEFR.test(row[0]) || /\d/.test(row[0])) return null;
  const levels = row.slice(1);
  if (!levels.every((c) => CEFR.test(c))) return null;
  // The band most cells give; a tie goes to the higher one.
  const counts = new Map<string, number>();
  for (const c of levels) counts.set(c[0].toUpperCase(), (counts.get(c[0].toUpperCase()) ?? 0) + 1);
  const band = [...counts].sort((a, b) => b[1] - a[1] || b[0].localeCompare(a[0]))[0][0];
  return { name: row[0], level: LEVEL_OF[band] };
}

const isHeading = (line: string) => {
  const row = cells(line).filter(Boolean);
  return row.length > 0 && row.every((c) => SKILL_HEADING.test(c));
};

/**
 * A section's lines with a CEFR grid read as "name<tab>level<tab>certificate" lines; the grid's headings
 * and legend dropped. Lines of a section with no grid row are returned as they are.
 */
export function cefrGridLines(lines: string[]): string[] {
  if (!lines.some((l) => gridRow(l))) return lines;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (isHeading(line) || LEGEND.test(line.trim())) continue;
    const row = gridRow(line);
    if (!row) {
      out.push(line);
      continue;
    }
    // The certificate: the next written line, when it is no row, heading or legend of the grid.
    let j = i + 1;
    while (j < lines.length && isBlank(lines[j])) j++;
    const next = lines[j];
    const certificate =
      next !== undefined &&
      cells(next).filter(Boolean).length === 1 &&
      !gridRow(next) &&
      !isHeading(next) &&
      !LEGEND.test(next.trim())
        ? next.trim()
        : '';
    out.push([row.name, row.level, certificate].filter(Boolean).join('\t'), '');
    if (certificate) i = j;
  }
  return out;
}
