// Turns the positioned text runs of one PDF page into lines in reading order (pure, no PDF library).
//
// Layout comes from the page's geometry (runs.ts readies the runs, columns.ts cuts the page):
// - a vertical band free of text (a gutter) splits the runs beside it into a left and a right side;
//   runs that cross the gutter (a title or a rule over both sides) cut the page into zones above and
//   below them, and each zone is judged on its own, so no single line decides for the whole page;
// - a zone is read as two columns, left then right (each cut again the same way), only when both
//   sides hold running text of their own. A side that holds dates (a date column, left or right),
//   or whose lines sit on the other side's baselines (table rows, "label  value" rows, a city or a
//   period beside a company), keeps the zone in rows: each row reads across, cells joined by a tab;
// - runs on the same baseline form one line; a cell that wraps inside a table row is merged back
//   into its row (its rest stays inside the cell's column); a gap clearly larger than the line
//   spacing becomes an empty line;
// - the page's title (its one line in the largest size, clearly larger than the body) is read first,
//   with its paragraph, even when it opens a column read after another (a name atop the main column
//   beside a sidebar), and a title wrapped in a narrow column is one line.

import { continuesDate } from './date-unit-run';
import { cellJoiner, columnEdges, type ColumnEdge } from './cell-words';
import { readingBlocks, type Rule } from './columns';
import { withSideLabels } from './side-labels';
import { stackedDates } from './stacked-dates';
import { brokeBeforeJoiner, partedWord, periodRestCells, restUnder, wrappedPeriod } from './wrapped-period';
import { sameListMark } from './list-mark-rows';
import { stackedDatedLines } from './dated-line-stack';
import { bodySize, cleanRuns, HEADING_SCALE, withBullets, type Mark, type TextRun } from './runs';
import { isBullet } from './text';

export type { Mark, TextRun } from './runs';
export type { Rule } from './columns';

type Cell = { x: number; right: number; text: string; size: number; font: string };
/** y is the first baseline, bottom the last one (a row whose cells wrapped spans several). */
type Line = { y: number; bottom: number; size: number; cells: Cell[] };

const PARAGRAPH_GAP = 1.6;
/** A cell that is only a list's bullet glyph. */
const LONE_BULLET = /^\s*[•▪∙◦●■▶►▸‣✓✔\uf0b7\uf0a7]\s*$/;
/** A word processor's dash list marker alone ("–" at the list's indent, its text at the tab stop). */
const LONE_DASH = /^\s*[-–]\s*$/;

export function pageToLines(
  runs: TextRun[],
  pageWidth: number,
  marks: Mark[] = [],
  rules: Rule[] = [],
): string[] {
  const clean = withSideLabels(withBullets(cleanRuns(runs), marks), rules);
  if (clean.length === 0) return [];
  // Where each column's text stops, over the whole page: a form cut into blocks row by row still shows
  // how wide its cells are.
  const edges = columnEdges(groupLines(clean), rules);
  const blocks = readingBlocks(clean, pageWidth, 0, rules).map((block) => {
    const lines = mergeRowBands(groupLines(block), edges);
    const step = medianStep(lines);
    return renderLines(mergeWrappedCells(lines, step, edges), step);
  });
  const out: string[] = [];
  for (const block of titleFirst(blocks, bodySize(clean))) {
    if (out.length > 0 && out[out.length - 1] !== '') out.push('');
    out.push(...block.map((l) => l.text));
  }
  return trimBlankLines(out);
}

/** How much larger than the body text the page's title is set (a name in 20pt over 10pt text). */
const TITLE_SCALE = 1.5;

/**
 * The page's title first. When the largest text of the page, clearly larger than the body and set in
 * no other line, opens a column that is read after another one (a name at the top of the main column,
 * beside a sidebar read first), the title and the lines of its paragraph (a role, a contact line) are
 * read first. A title that wrapped is joined back into one line.
 */
function titleFirst(all: Rendered[][], body: number): Rendered[][] {
  const largest = Math.max(...all.flat().map((l) => l.size));
  if (largest < body * TITLE_SCALE) return all;
  const blocks = all.map((b) => joinWrappedTitle(b, largest));
  // One line in that size: a size shared by several lines is a heading's (a page without a title).
  if (blocks.flat().filter((l) => l.size === largest).length !== 1) return all;
  const at = blocks.findIndex((b) => b.some((l) => l.size === largest));
  const block = blocks[at];
  if (at <= 0 || block[0].size !== largest) return blocks;
  const end = block.findIndex((l) => l.text === '');
  const title = end < 0 ? block : block.slice(0, end);
  const rest = end < 0 ? [] : block.slice(end);
  return [title, ...blocks.slice(0, at), rest, ...blocks.slice(at + 1)].filter((b) => b.length > 0);
}

function groupLines(runs: TextRun[]): Line[] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: { y: number; runs: TextRun[] }[] = [];
  for (const run of sorted) {
    const line = lines[lines.length - 1];
    // Off the line's baseline by less than 40% of the smaller text: a title in 16pt sitting between
    // two rows of 9pt text beside it is on neither of them.
    const smaller = line ? Math.min(run.size, ...line.runs.map((r) => r.size)) : run.size;
    if (line && Math.abs(line.y - run.y) <= Math.max(2, smaller * 0.4)) line.runs.push(run);
    else lines.push({ y: run.y, runs: [run] });
  }
  const starts = columnStarts(lines.map((l) => l.runs));
  return lines.map((l) => toLine(l.y, l.runs, starts));
}

/**
 * Where columns start: an x at which runs start on three lines or more, after another run of their
 * line (the entries' edge beside a date column, a table's cell edge).
 */
function columnStarts(lines: TextRun[][]): number[] {
  const count = new Map<number, number>();
  for (const runs of lines) {
    const xs = new Set(runs.map((r) => Math.round(r.x)));
    for (const x of xs) count.set(x, (count.get(x) ?? 0) + 1);
  }
  return [...count].filter(([, n]) => n >= 3).map(([x]) => x);
}

/** A date cell's end: a digit, a year or month word, a joiner, or "now". */
const DATE_END = /(?:\d|년|월|[-–~]|현재|재직\s*중|present|now|sekarang)\.?$/iu;
/** A period cut inside its word for "now" by a narrow column ("2021년 4월 ~ 현", "재" on the next line). */
const NOW_CUT = /\d.*[-–~]\s*(?:현|재직?|진행?)$/u;

function toLine(y: number, runs: TextRun[], starts: number[] = []): Line {
  const sorted = [...runs].sort((a, b) => a.x - b.x);
  const cells: Cell[] = [];
  for (const run of sorted) {
    const cell = cells[cells.length - 1];
    const gap = cell ? run.x - cell.right : Infinity;
    const size = Math.max(run.size, cell?.size ?? 0);
    // A list item as a word processor sets it (Word, LibreOffice): the bullet glyph, then its text at
    // the list's tab stop, a gap wider than a word's yet no column's.
    // A dash is such a bullet only first on its line (between two dates it is a period's).
    const item =
      cell &&
      (LONE_BULLET.test(cell.text) || (cells.length === 1 && LONE_DASH.test(cell.text))) &&
      gap < size * 3;
    // A date set flush against the column beside it ("2019년 2월" right-aligned up to "인하대학교"):
    // the run that starts on the column's edge opens a cell of its own.
    const flush =
      cell &&
      !cell.text.endsWith(' ') &&
      ((Math.abs(gap) <= size * 0.1 && DATE_END.test(cell.text.trim())) ||
        (gap < size * 0.5 && NOW_CUT.test(cell.text.trim()))) &&
      /\d{4}|현재|재직|present|now|sekarang/iu.test(cell.text) &&
      /^[\p{L}\p{N}•(]/u.test(run.text.trim()) &&
      starts.some((x) => Math.abs(x - run.x) <= 1) &&
      !starts.some((x) => Math.abs(x - cell.x) <= 1 && cell.x === run.x) &&
      !continuesDate(cell.text, run.text);
    // A word that took the space glyph after it (runs.ts) goes on with the next word, however wide the space.
    const spaced = cell && cell.text.endsWith(' ') && gap < size * 0.8;
    if (cell && !flush && (gap < size * 0.5 || item || spaced)) {
      const joiner =
        (gap > size * 0.1 || item) && !cell.text.endsWith(' ') && !run.text.startsWith(' ') ? ' ' : '';
      cell.text += joiner + run.text;
      cell.right = Math.max(cell.right, run.x + run.width);
      cell.size = size;
    } else {
      cells.push({
        x: run.x,
        right: run.x + run.width,
        text: run.text,
        size: run.size,
        font: run.font ?? '',
      });
    }
  }
  // Runs a little off the baseline (a smaller cell beside a larger one) end the line at the lowest.
  return {
    y,
    bottom: Math.min(y, ...runs.map((r) => r.y)),
    size: Math.max(...runs.map((r) => r.size)),
    cells,
  };
}

/**
 * Lines closer together than a line of text can be, in the same size, are cells of one table row
 * whose cells are vertically centred: a one-line cell sits between the lines of a cell that wrapped.
 * Such a band becomes one line, each column's text joined top to bottom.
 */
function mergeRowBands(lines: Line[], edges: ColumnEdge[] = []): Line[] {
  const out: Line[] = [];
  let band: Line[] = [];
  const flush = () => {
    if (band.length > 0) out.push(band.length === 1 ? band[0] : bandLine(band, edges));
    band = [];
  };
  for (const line of lines) {
    const last = band[band.length - 1];
    // Cells of one row are set alike: a title in a larger size beside a table is no cell of it.
    const alike = last && Math.max(last.size, line.size) <= Math.min(last.size, line.size) * HEADING_SCALE;
    const tight = alike && last.y - line.y < 0.8 * Math.min(last.size, line.size);
    if (!tight) flush();
    band.push(line);
  }
  flush();
  return out;
}

function bandLine(band: Line[], edges: ColumnEdge[]): Line {
  const columns: Cell[] = [];
  const first = new Set(band[0].cells);
  for (const cell of band.flatMap((l) => l.cells).sort((a, b) => a.x - b.x)) {
    // A centred cell's wrapped rest starts further in, under its first line: the column it lies within.
    const column =
      columns.find((c) => Math.abs(c.x - cell.x) <= 2) ??
      (first.has(cell) ? undefined : columns.find((c) => centredUnder(c, cell, band)));
    if (!column) columns.push({ ...cell });
    else {
      column.text = `${column.text.trimEnd()}${cellJoiner(column, cell, edges)}${cell.text.trimStart()}`;
      column.right = Math.max(column.right, cell.right);
    }
  }
  return {
    y: band[0].y,
    bottom: band[band.length - 1].y,
    size: Math.max(...band.map((l) => l.size)),
    cells: columns,
  };
}

/**
 * A lower line's cell that lies wholly within a column's cell, both centred on the same middle, with no
 * other cell of the band over it: the rest of a centred cell that wrapped ("두산에너빌리티" over "(주)").
 */
function centredUnder(column: Cell, cell: Cell, band: Line[]): boolean {
  const middle = (c: Cell) => (c.x + c.right) / 2;
  if (cell.x < column.x - 1 || cell.right > column.right + 1) return false;
  if (Math.abs(middle(column) - middle(cell)) > 0.6 * cell.size) return false;
  return !band.some((l) =>
    l.cells.some((c) => c !== cell && c.x > column.x + 2 && c.x < cell.right && c.right > cell.x),
  );
}

/**
 * A line right under a multi-cell row whose cells all start where the row's cells start, in the same
 * font, with a word that could not have fitted on the row's line, is the wrapped rest of those cells:
 * merge it into the row. (The next line of an entry has words that would have fitted; the next row
 * has text under every cell.)
 */
function mergeWrappedCells(lines: Line[], step: number, edges: ColumnEdge[] = []): Line[] {
  const right = Math.max(...lines.flatMap((l) => l.cells.map((c) => c.right)));
  const out: Line[] = [];
  // A row whose period took a wrapped rest while the entry's next line was set apart: the period may
  // go on in the line after ("~ 2022년 5" then "월" alone).
  let opened: Line | null = null;
  for (const line of lines) {
    const held: Line | null =
      opened && line.cells.length === 1 && wrappedPeriod(opened, line) ? opened : null;
    opened = null;
    const row: Line | undefined = held ?? out[out.length - 1];
    if (row && wrappedPeriod(row, line)) {
      // The period goes back to its row, and so does the rest of a cell that filled its width; what
      // stands under a cell that ended short is the entry's next line ("종이 성적서 …" under a title).
      const own: Cell[] = [];
      for (const [i, cell] of line.cells.entries()) {
        const at = i === 0 ? 0 : row.cells.findIndex((c) => Math.abs(c.x - cell.x) <= 2);
        const target = row.cells[at];
        const limit = row.cells[at + 1]?.x ?? right;
        // "12" and "월" parted by the break are one word again.
        const sep =
          i === 0 &&
          ((/\d$/.test(target.text.trim()) && cell.text.trim() === '월') ||
            partedWord(target.text.trim(), cell.text.trim()))
            ? ''
            : target
              ? cellJoiner(target, cell, edges)
              : ' ';
        // A bullet opens an item of its own, never the rest of the cell above it.
        const goesOn = !isBullet(cell.text) && (filled(target, limit) || wrappedFrom(target, cell, limit));
        if (i === 0 || (target && goesOn))
          target.text = `${target.text.trimEnd()}${sep}${cell.text.trimStart()}`;
        else own.push({ ...cell });
      }
      row.bottom = line.y;
      if (own.length > 0 && !held) {
        out.push({ ...line, cells: own });
        opened = row;
      }
      continue;
    }
    if (row && isContinuation(row, line, right, step)) {
      for (const cell of line.cells) {
        const target =
          row.cells.find((c) => Math.abs(c.x - cell.x) <= 2) ?? row.cells.find((c) => restUnder(c, cell));
        if (!target) continue;
        target.text = `${target.text.trimEnd()}${cellJoiner(target, cell, edges)}${cell.text.trimStart()}`;
        target.right = cell.right;
      }
      row.bottom = line.y;
      continue;
    }
    out.push({ ...line, cells: line.cells.map((c) => ({ ...c })) });
  }
  return out;
}

/** A cell whose text reaches into the last 40 % of the room before `limit`: it may have wrapped. */
const filled = (cell: Cell, limit: number) => cell.right >= limit - (limit - cell.x) * 0.4;

function isContinuation(row: Line, line: Line, right: number, step: number): boolean {
  if (row.cells.length < 2) return false;
  // A bullet opens an item of its own, never the rest of a cell; "– Juli 2017" under "September 2015" in a
  // period column further on (after a "No" column) is the period's rest, its dash the joiner.
  const periodTail = (cell: Cell) =>
    row.cells.some((c) => Math.abs(c.x - cell.x) <= 2 && brokeBeforeJoiner(c.text.trim(), cell.text.trim()));
  if (line.cells.some((c) => isBullet(c.text) && !periodTail(c))) return false;
  // "○ | 일반기계기사 | …" over "○ | 공조냉동기계기사 : | …": the next item of a typed list (list-mark-rows.ts).
  if (line.cells.length > 1 && sameListMark(row.cells[0].text, line.cells[0].text)) return false;
  if (row.bottom - line.y > Math.max(Math.max(row.size, line.size) * 1.6, step * 1.15)) return false;
  // A period cell further on that stops at its joiner, its rest centred or set under it ("2023.03 ~" over
  // "2025.06"): the row's cells wrapped, the first too, however short its line looks beside a centred
  // column; only then is a cell centred under another taken for its rest (centred-cell-rest.ts).
  const centred = periodRestCells(row, line);
  const periodRest = centred !== null;
  const matches =
    centred ?? line.cells.map((cell) => row.cells.findIndex((c) => Math.abs(c.x - cell.x) <= 2));
  const aligned = line.cells.every((cell, i) => {
    const target = row.cells[matches[i]];
    // Same size; not the same font name: a PDF printer may give each run its own font subset. The
    // rest of a wrapped cell stays in its column: it ends before the row's next cell starts.
    const next = row.cells[matches[i] + 1];
    return (
      target && Math.abs(target.size - cell.size) <= 0.5 && (!next || cell.right <= next.x + cell.size * 0.5)
    );
  });
  if (!aligned) return false;
  // A date under a date: the next of a cell's dated lines (stacked-dates.ts), never a wrapped rest.
  if (line.cells.some((cell, i) => stackedDates(row.cells[matches[i]].text, cell.text))) return false;
  // A date-closed line under a date-closed line: the next dated item (dated-line-stack.ts).
  if (line.cells.some((cell, i) => stackedDatedLines(row.cells[matches[i]].text, cell.text))) return false;
  const wraps = line.cells.map((cell, i) =>
    wrappedFrom(row.cells[matches[i]], cell, row.cells[matches[i] + 1]?.x ?? right),
  );
  // Text under the first cell: the next row, unless the first cell clearly wrapped and either some
  // cells stay empty, or the first cell stops at a joiner and the line follows at the spacing of
  // lines inside a cell.
  const first = matches.indexOf(0);
  const tight = row.bottom - line.y <= Math.max(row.size, line.size) * 1.5;
  // A first cell that stops at a joiner ("2020.02 –", "Seoul,") clearly goes on in the next line.
  const open = /[-–—~,/(]$/.test(row.cells[0].text.trim());
  const near = row.bottom - line.y <= Math.max(row.size, line.size) * 1.8;
  if (first >= 0)
    return (
      (wraps[first] && (line.cells.length < row.cells.length || (tight && open))) ||
      (near && periodRest && (line.cells.length < row.cells.length || wraps[first]))
    );
  // No text under the first cell: a wrapped cell, if it follows within about a line and a half.
  return near && wraps.some(Boolean);
}

/** The first word of `next` would not have fitted after `cell` before `limit`. */
function wrappedFrom(cell: Cell, next: Cell, limit: number): boolean {
  const text = next.text.trim();
  const word = text.split(/\s+/)[0] ?? '';
  const wordWidth = ((next.right - next.x) * word.length) / Math.max(1, text.length);
  return cell.right + cell.size * 0.25 + wordWidth > limit - cell.size * 0.8;
}

/**
 * The usual distance between consecutive baselines of the block (low quartile: most gaps are entry
 * breaks in short entries), between lines in the size most lines have: the tighter lines of smaller
 * text beside them (a date column in 8.5pt beside 11pt entries) do not set the spacing of the rest.
 */
function medianStep(lines: Line[]): number {
  const count = new Map<number, number>();
  for (const l of lines) count.set(l.size, (count.get(l.size) ?? 0) + 1);
  const usual = [...count].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0];
  const stepsOf = (pick: (above: Line, below: Line) => boolean) => {
    const steps: number[] = [];
    for (let i = 1; i < lines.length; i++) {
      const d = lines[i - 1].y - lines[i].y;
      if (d > 0 && pick(lines[i - 1], lines[i])) steps.push(d);
    }
    return steps.sort((a, b) => a - b);
  };
  let steps = stepsOf((a, b) => a.size === usual && b.size === usual);
  if (steps.length < 2) steps = stepsOf(() => true);
  return steps.length > 0 ? steps[Math.floor(steps.length / 4)] : 0;
}

/** A title that wrapped in a narrow column ("Fajar" over "Ramadhan", both in the title's size) is one line. */
function joinWrappedTitle(block: Rendered[], size: number): Rendered[] {
  const out: Rendered[] = [];
  for (const line of block) {
    const last = out[out.length - 1];
    if (
      last &&
      last.size === size &&
      line.size === size &&
      !last.text.includes('\t') &&
      !line.text.includes('\t')
    )
      last.text = `${last.text} ${line.text}`;
    else out.push({ ...line });
  }
  return out;
}

/** A line as text, with the size of its largest run (0 for the empty line of a paragraph gap). */
type Rendered = { text: string; size: number };

function renderLines(lines: Line[], step: number): Rendered[] {
  const out: Rendered[] = [];
  let previous: Line | null = null;
  for (const line of lines) {
    const gap = previous ? previous.bottom - line.y : 0;
    if (previous && gap > Math.max(PARAGRAPH_GAP * Math.max(previous.size, line.size), step * 1.25))
      out.push({ text: '', size: 0 });
    out.push({ text: line.cells.map((c) => c.text.replace(/\s+/g, ' ').trim()).join('\t'), size: line.size });
    previous = line;
  }
  return out;
}

function trimBlankLines(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (line === '' && (out.length === 0 || out[out.length - 1] === '')) continue;
    out.push(line);
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}
