// Columns of a page, cut recursively (XY-cut over whitespace): the gutters that split a page into
// columns read one after the other, and the tests that keep a zone in rows (a date column, a table).
import { isDuration } from './dates';
import { isLabelColumn } from './label-column';
import { bodySize, HEADING_SCALE, type TextRun } from './runs';
import { titlePairGutter } from './title-pair-columns';

const MIN_GUTTER = 10;
const MIN_COLUMN_LINES = 5;
/** Above this share of left-side lines that have a right-side partner on the same baseline, it is a table. */
const MAX_PAIRED_SHARE = 0.8;

/** A thin horizontal or vertical shape painted on the page (a table's ruled border), x and y its lower-left corner. */
export type Rule = { x: number; y: number; width: number; height: number };

/**
 * Splits the page into runs to read one after the other: each two-column zone yields left, then right.
 * A ruled line drawn across the gutter (a table's border between two rows) ends a zone as a line of
 * text across it does: the text above and below it is judged apart, so a form whose cells happen to
 * leave a vertical strip free from top to bottom is read in rows, not cut into columns.
 */
export function readingBlocks(
  runs: TextRun[],
  pageWidth: number,
  depth = 0,
  rules: Rule[] = [],
): TextRun[][] {
  let gutter = depth < 3 ? findGutter(runs, pageWidth) : null;
  // Two section titles side by side under full-width lines (title-pair-columns.ts): the zone from them
  // down is judged on the gap between them, the lines above on their own.
  const pair = !gutter && depth === 0 ? titlePairGutter(baselineGroups(runs)) : null;
  if (pair) {
    const above = runs.filter((r) => r.y > pair.y + 2);
    if (above.length > 0)
      return [
        ...readingBlocks(above, pageWidth, depth, rules),
        ...readingBlocks(
          runs.filter((r) => r.y <= pair.y + 2),
          pageWidth,
          depth,
          rules,
        ),
      ];
    gutter = pair.gutter;
  }
  if (!gutter) return [runs];
  const ruled = joinedRules(rules.filter((r) => r.width > r.height))
    .filter((r) => r.x < gutter.left && r.x + r.width > gutter.right)
    .map((r) => r.y + r.height / 2);
  let above = Infinity;
  const crosses = (r: TextRun) => r.x < gutter.right && r.x + r.width > gutter.left;
  const blocks: TextRun[][] = [];
  let zone: TextRun[] = [];
  let spanning: TextRun[] = [];
  const flushZone = () => {
    if (zone.length === 0) return;
    if (isColumnGutter(zone, gutter)) {
      for (const side of [zone.filter((r) => r.x < gutter.left), zone.filter((r) => r.x >= gutter.right)])
        blocks.push(...readingBlocks(side, pageWidth, depth + 1, rules));
    } else blocks.push(zone);
    zone = [];
  };
  // Whole baselines at a time: a line with a run across the gutter spans both sides. The lines of one
  // table row whose cells are vertically centred (a wrapped cell's lines above and below the row's
  // baseline) go together, so the row is never cut in two blocks.
  for (const line of rowBands(baselineGroups(runs))) {
    const top = Math.max(...line.map((r) => r.y));
    if (ruled.some((y) => y < above && y > top)) flushZone();
    above = Math.min(...line.map((r) => r.y));
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

/** Pieces of one ruled line drawn end to end (a border painted cell by cell) joined into one. */
export function joinedRules(rules: Rule[]): Rule[] {
  const heights: Rule[][] = [];
  for (const r of [...rules].sort((a, b) => a.y - b.y)) {
    const at = heights[heights.length - 1];
    if (at && Math.abs(at[0].y - r.y) <= 1) at.push(r);
    else heights.push([r]);
  }
  const out: Rule[] = [];
  for (const pieces of heights) {
    let last: Rule | null = null;
    for (const r of pieces.sort((a, b) => a.x - b.x)) {
      if (last && r.x <= last.x + last.width + 2) last.width = Math.max(last.width, r.x + r.width - last.x);
      else out.push((last = { ...r }));
    }
  }
  return out;
}

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
  // A Europass CV's labels and periods, flush right beside what they name (label-column.ts): rows.
  if (isLabelColumn(leftRuns, gutter.left)) return false;
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

/**
 * Baselines closer together than a line of text can be, in alike sizes, within about two lines in all:
 * the lines of one table row whose cells are vertically centred (a cell that wrapped sets its first
 * line above the row's baseline and its last below). Each band is one group.
 */
export function rowBands(groups: TextRun[][]): TextRun[][] {
  const out: { runs: TextRun[]; top: number; y: number; size: number }[] = [];
  for (const runs of groups) {
    const y = runs[0].y;
    const size = Math.max(...runs.map((r) => r.size));
    const band = out[out.length - 1];
    const small = band && Math.min(band.size, size);
    const alike = band && Math.max(band.size, size) <= small * HEADING_SCALE;
    if (alike && band.y - y < 0.8 * small && band.top - y < 2.5 * small) {
      band.runs.push(...runs);
      band.y = y;
      band.size = Math.max(band.size, size);
    } else out.push({ runs: [...runs], top: y, y, size });
  }
  return out.map((b) => b.runs);
}

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
