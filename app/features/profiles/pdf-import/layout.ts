// Turns the positioned text runs of one PDF page into lines in reading order (pure, no PDF library).
//
// Layout comes from the page's geometry, cut recursively (XY-cut over whitespace):
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

import { isDuration } from './dates';
import { isBullet } from './text';

export type TextRun = {
  text: string;
  /** Left edge, PDF units (origin bottom-left). */
  x: number;
  /** Baseline, PDF units (grows upwards). */
  y: number;
  width: number;
  /** Font size in PDF units. */
  size: number;
  /** Font name as the PDF reader reports it (tells a wrapped cell from the next styled line). */
  font?: string;
};

type Cell = { x: number; right: number; text: string; size: number; font: string };
/** y is the first baseline, bottom the last one (a row whose cells wrapped spans several). */
type Line = { y: number; bottom: number; size: number; cells: Cell[] };

const MIN_GUTTER = 10;
const MIN_COLUMN_LINES = 5;
/** Above this share of left-side lines that have a right-side partner on the same baseline, it is a table. */
const MAX_PAIRED_SHARE = 0.8;
const PARAGRAPH_GAP = 1.6;

export function pageToLines(runs: TextRun[], pageWidth: number): string[] {
  const clean = runs
    .filter((r) => r.text.trim() !== '')
    .map((r) => ({
      ...r,
      text: r.text.normalize('NFC'),
      width: r.width > 0 ? r.width : r.text.length * r.size * 0.5,
      size: r.size > 0 ? r.size : 10,
    }));
  if (clean.length === 0) return [];
  const blocks = readingBlocks(clean, pageWidth).map((block) => {
    const lines = mergeRowBands(groupLines(block));
    const step = medianStep(lines);
    return renderLines(mergeWrappedCells(lines, step), step);
  });
  const out: string[] = [];
  for (const block of titleFirst(blocks, bodySize(clean))) {
    if (out.length > 0 && out[out.length - 1] !== '') out.push('');
    out.push(...block.map((l) => l.text));
  }
  return trimBlankLines(out);
}

/** The size most of the page's characters are set in. */
function bodySize(runs: TextRun[]): number {
  const chars = new Map<number, number>();
  for (const r of runs) {
    const size = Math.round(r.size * 2) / 2;
    chars.set(size, (chars.get(size) ?? 0) + r.text.length);
  }
  return [...chars].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0];
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

// ---- columns ---------------------------------------------------------------------------------------

/** Splits the page into runs to read one after the other: each two-column zone yields left, then right. */
function readingBlocks(runs: TextRun[], pageWidth: number, depth = 0): TextRun[][] {
  const gutter = depth < 3 ? findGutter(runs, pageWidth) : null;
  if (!gutter) return [runs];
  const crosses = (r: TextRun) => r.x < gutter.right && r.x + r.width > gutter.left;
  const blocks: TextRun[][] = [];
  let zone: TextRun[] = [];
  let spanning: TextRun[] = [];
  const flushZone = () => {
    if (zone.length === 0) return;
    if (isColumnGutter(zone, gutter)) {
      for (const side of [zone.filter((r) => r.x < gutter.left), zone.filter((r) => r.x >= gutter.right)])
        blocks.push(...readingBlocks(side, pageWidth, depth + 1));
    } else blocks.push(zone);
    zone = [];
  };
  // Whole baselines at a time: a line with a run across the gutter spans both sides.
  for (const line of baselineGroups(runs)) {
    if (line.some(crosses)) {
      flushZone();
      spanning.push(...line);
    } else {
      if (spanning.length > 0) blocks.push(spanning);
      spanning = [];
      zone.push(...line);
    }
  }
  flushZone();
  if (spanning.length > 0) blocks.push(spanning);
  return blocks.filter((b) => b.length > 0);
}

type Gutter = { left: number; right: number };

/** The widest vertical band free of text (apart from a few spanning runs) that separates two columns. */
function findGutter(runs: TextRun[], pageWidth: number): Gutter | null {
  const from = Math.floor(pageWidth * 0.2);
  const to = Math.ceil(pageWidth * 0.8);
  const maxCrossers = Math.max(2, Math.floor(runs.length * 0.1));
  const counts: number[] = [];
  for (let x = from; x <= to; x++) counts.push(runs.filter((r) => r.x < x && r.x + r.width > x).length);
  // Within each stretch of few crossings, the candidate is the widest band with the fewest. Of the
  // candidates that split columns, the one crossed least in the middle of its sides wins (a gap inside
  // a table or beside right-aligned dates is crossed by the paragraphs around it), then the widest.
  let best: { gutter: Gutter; middle: number; width: number } | null = null;
  for (const band of stretches(counts, (c) => c <= maxCrossers)) {
    const fewest = Math.min(...counts.slice(band.start, band.end));
    const core = stretches(counts.slice(band.start, band.end), (c) => c === fewest).sort(
      (a, b) => b.end - b.start - (a.end - a.start),
    )[0];
    // Free x positions run from `left` to `right` inclusive.
    const candidate = { left: from + band.start + core.start, right: from + band.start + core.end - 1 };
    const width = candidate.right - candidate.left;
    if (width < MIN_GUTTER || !isColumnGutter(runs, candidate)) continue;
    const middle = crossedInTheMiddle(runs, candidate);
    if (!best || middle < best.middle || (middle === best.middle && width > best.width))
      best = { gutter: candidate, middle, width };
  }
  return best?.gutter ?? null;
}

/** How many runs cross the gutter with text of both sides above and below them. */
function crossedInTheMiddle(runs: TextRun[], gutter: Gutter): number {
  const crossing = runs.filter((r) => r.x < gutter.right && r.x + r.width > gutter.left);
  if (crossing.length === 0) return 0;
  const free = runs.filter((r) => !crossing.includes(r));
  const left = free.filter((r) => r.x < gutter.left);
  const right = free.filter((r) => r.x >= gutter.right);
  const between = (r: TextRun, rs: TextRun[]) =>
    rs.some((o) => o.y > r.y + 1) && rs.some((o) => o.y < r.y - 1);
  return crossing.filter((r) => between(r, left) && between(r, right)).length;
}

/** Maximal index ranges [start, end) whose values satisfy the test. */
function stretches(values: number[], test: (v: number) => boolean): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let start = -1;
  values.forEach((v, i) => {
    if (test(v)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      out.push({ start, end: i });
      start = -1;
    }
  });
  if (start >= 0) out.push({ start, end: values.length });
  return out;
}

/**
 * Whether the runs beside a gutter are two columns to read one after the other. Rows (not columns)
 * when either side is a date column (most of its lines are dates or periods), when the side with
 * fewer lines sits on the other side's baselines (a table, "label  value", a city or date beside a
 * heading line), or when a side has too few lines to be a column.
 */
function isColumnGutter(runs: TextRun[], gutter: Gutter): boolean {
  const free = runs.filter((r) => !(r.x < gutter.right && r.x + r.width > gutter.left));
  const leftRuns = free.filter((r) => r.x < gutter.left);
  const rightRuns = free.filter((r) => r.x >= gutter.right);
  const left = baselines(leftRuns);
  const right = baselines(rightRuns);
  if (left.length < MIN_COLUMN_LINES || right.length < MIN_COLUMN_LINES) return false;
  if (isDateColumn(leftRuns) || isDateColumn(rightRuns)) return false;
  const pairedShare = (ys: number[], other: number[]) =>
    ys.filter((y) => other.some((o) => Math.abs(o - y) < 1.5)).length / ys.length;
  const [fewer, more] = left.length <= right.length ? [left, right] : [right, left];
  return pairedShare(fewer, more) <= MAX_PAIRED_SHARE;
}

const DATE_LIKE =
  /(?:19|20)\d{2}|^(?:현재|재직\s*중|present|now|sekarang|saat ini)$|^(?:~|-|–|—|to|s\.?d\.?)$/i;

/**
 * Most lines of the side are dates, periods or the time served ("2019.03 ~ 2021.02", "Mar 2020 –",
 * "Present", "(4년 3개월)"). Lines set larger than the side's text (section headings standing in the
 * date column) are not counted.
 */
function isDateColumn(runs: TextRun[]): boolean {
  if (runs.length === 0) return false;
  const body = bodySize(runs);
  const lines = new Map<number, { text: string; size: number }>();
  for (const r of [...runs].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const y = [...lines.keys()].find((k) => Math.abs(k - r.y) < Math.max(2, r.size * 0.4)) ?? r.y;
    const line = lines.get(y);
    lines.set(y, { text: `${line?.text ?? ''} ${r.text}`.trim(), size: Math.max(line?.size ?? 0, r.size) });
  }
  const texts = [...lines.values()].filter((l) => l.size <= body * HEADING_SCALE).map((l) => l.text);
  const dated = texts.filter(
    (t) => t.length <= 32 && (DATE_LIKE.test(t.replace(/[\s.,()]+$/g, '').trim()) || isDuration(t)),
  );
  return texts.length > 0 && dated.length >= texts.length * 0.6;
}

/** Text set this much larger than the body is a heading. */
const HEADING_SCALE = 1.1;

/** Runs grouped by baseline, top to bottom. */
function baselineGroups(runs: TextRun[]): TextRun[][] {
  const groups: { y: number; runs: TextRun[] }[] = [];
  for (const r of [...runs].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const last = groups[groups.length - 1];
    if (last && Math.abs(last.y - r.y) <= Math.max(2, r.size * 0.4)) last.runs.push(r);
    else groups.push({ y: r.y, runs: [r] });
  }
  return groups.map((g) => g.runs);
}

function baselines(runs: TextRun[]): number[] {
  const ys: number[] = [];
  for (const r of [...runs].sort((a, b) => b.y - a.y)) {
    if (ys.length === 0 || Math.abs(ys[ys.length - 1] - r.y) > Math.max(2, r.size * 0.4)) ys.push(r.y);
  }
  return ys;
}

// ---- lines -----------------------------------------------------------------------------------------

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
  return lines.map((l) => toLine(l.y, l.runs));
}

function toLine(y: number, runs: TextRun[]): Line {
  const sorted = [...runs].sort((a, b) => a.x - b.x);
  const cells: Cell[] = [];
  for (const run of sorted) {
    const cell = cells[cells.length - 1];
    const gap = cell ? run.x - cell.right : Infinity;
    const size = Math.max(run.size, cell?.size ?? 0);
    if (cell && gap < size * 0.5) {
      const joiner = gap > size * 0.1 && !cell.text.endsWith(' ') && !run.text.startsWith(' ') ? ' ' : '';
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
function mergeRowBands(lines: Line[]): Line[] {
  const out: Line[] = [];
  let band: Line[] = [];
  const flush = () => {
    if (band.length > 0) out.push(band.length === 1 ? band[0] : bandLine(band));
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

function bandLine(band: Line[]): Line {
  const columns: Cell[] = [];
  for (const cell of band.flatMap((l) => l.cells).sort((a, b) => a.x - b.x)) {
    const column = columns.find((c) => Math.abs(c.x - cell.x) <= 2);
    if (!column) columns.push({ ...cell });
    else {
      column.text = `${column.text.trimEnd()} ${cell.text.trimStart()}`;
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
 * A line right under a multi-cell row whose cells all start where the row's cells start, in the same
 * font, with a word that could not have fitted on the row's line, is the wrapped rest of those cells:
 * merge it into the row. (The next line of an entry has words that would have fitted; the next row
 * has text under every cell.)
 */
function mergeWrappedCells(lines: Line[], step: number): Line[] {
  const right = Math.max(...lines.flatMap((l) => l.cells.map((c) => c.right)));
  const out: Line[] = [];
  for (const line of lines) {
    const row = out[out.length - 1];
    if (row && isContinuation(row, line, right, step)) {
      for (const cell of line.cells) {
        const target = row.cells.find((c) => Math.abs(c.x - cell.x) <= 2);
        if (!target) continue;
        target.text = `${target.text.trimEnd()} ${cell.text.trimStart()}`;
        target.right = cell.right;
      }
      row.bottom = line.y;
      continue;
    }
    out.push({ ...line, cells: line.cells.map((c) => ({ ...c })) });
  }
  return out;
}

function isContinuation(row: Line, line: Line, right: number, step: number): boolean {
  if (row.cells.length < 2) return false;
  // A bullet opens an item of its own, never the rest of a cell.
  if (line.cells.some((c) => isBullet(c.text))) return false;
  if (row.bottom - line.y > Math.max(Math.max(row.size, line.size) * 1.6, step * 1.15)) return false;
  const matches = line.cells.map((cell) => row.cells.findIndex((c) => Math.abs(c.x - cell.x) <= 2));
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
  if (first >= 0) return wraps[first] && (line.cells.length < row.cells.length || (tight && open));
  // No text under the first cell: a wrapped cell, if it follows within about a line and a half.
  return row.bottom - line.y <= Math.max(row.size, line.size) * 1.8 && wraps.some(Boolean);
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
