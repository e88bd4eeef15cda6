// A Hangul word broken inside a table cell. A browser's default line breaking (no `word-break:
// keep-all`) may break a Korean line between any two syllables, so a narrow cell can end a line inside a
// word ("신제품 관능평가와 배" over "합비 검증"). The PDF has no trace of the break but its geometry: a line
// broken inside a word was full — it reaches the cell's right edge, within less than half a syllable — and
// the next line of the same cell goes on in Hangul. A line that broke at a space usually stops short of
// the edge (the next word did not fit), so its words are joined with a space, as before.

import { unitAfterNumber } from './particle-spacing';

/** The part of a cell this module reads: its left and right edges, its text and its size. */
type Piece = { x: number; right: number; text: string; size: number };

/**
 * A column of a page: where its cells start, where their text must stop (the right border less the
 * cell's padding when the table is ruled, else the widest line's right edge), how many lines, and
 * whether ruled borders stand on both sides of it.
 */
export type ColumnEdge = {
  x: number;
  right: number;
  lines: number;
  ruled?: boolean;
  /** The middles of the vertical borders on its left and right, when ruled. */
  borders?: [number, number];
  top?: number;
  bottom?: number;
};
/** A thin shape painted on the page (ruled borders); the vertical ones bound table cells. */
type Box = { x: number; y: number; width: number; height: number };

/** Cells start within this of a column's start (PDF units). */
const SAME_COLUMN = 2;
/** A column's right edge is trusted when this many lines of it show where the cell's text stops. */
const MIN_LINES = 3;
/**
 * A full line leaves less than this share of its size before the widest line of its column (half a
 * syllable), or before its cell's ruled edge less the padding (a syllable: the next did not fit).
 */
const FULL = 0.5;
const FULL_RULED = 0.9;

/** Lines of one cell follow each other within this many times their size (rows are further apart). */
const CELL_LINE_STEP = 1.6;
/** Lines as close as the closest lines of a column, within this factor, are lines of one cell. */
const SAME_STEP = 1.2;
/** A column at most this share of the page's text width is narrow (a table's cell). */
const NARROW = 0.5;
/** A line that left this many times its size free before its edge broke before a word that would partly have fitted. */
const ROOM_LEFT = 1.5;

/**
 * The columns of a page's lines (each cell's start, the widest line's right edge, its lines), in order
 * top to bottom. None when the page breaks its lines only between words (`word-break: keep-all`, or a
 * word processor): a line of a cell (ruled, or in a narrow column) that stops well short of its edge
 * before a Hangul line under it shows that the next word's first syllable, which would have fitted, was
 * not allowed there.
 */
export function columnEdges(lines: { y: number; cells: Piece[] }[], boxes: Box[] = []): ColumnEdge[] {
  const edges: ColumnEdge[] = [];
  const last = new Map<ColumnEdge, { y: number; cell: Piece }>();
  const near: [Piece, Piece, ColumnEdge, number][] = [];
  for (const line of lines) {
    for (const cell of line.cells) {
      let edge = edges.find((e) => Math.abs(e.x - cell.x) <= SAME_COLUMN);
      if (edge) {
        edge.right = Math.max(edge.right, cell.right);
        edge.lines++;
        edge.bottom = line.y;
      } else edges.push((edge = { x: cell.x, right: cell.right, lines: 1, top: line.y, bottom: line.y }));
      const above = last.get(edge);
      if (above && above.y - line.y <= cell.size * CELL_LINE_STEP)
        near.push([above.cell, cell, edge, above.y - line.y]);
      last.set(edge, { y: line.y, cell });
    }
  }
  for (const edge of edges) ruledEdge(edge, boxes);
  // Lines of one cell are the closest in a column; a header row and the row under it are further apart.
  const step = Math.min(...near.map((p) => p[3]));
  const pairs = near.filter((p) => p[3] <= step * SAME_STEP);
  // Only a cell tells — a ruled one, or a narrow column — and not a labelled line under another ("부서: …"
  // over "담당업무: …"), which is no wrapped rest.
  const left = Math.min(...edges.map((e) => e.x));
  const width = Math.max(...edges.map((e) => e.right)) - left;
  const wordsOnly = pairs.some(
    ([upper, lower, edge]) =>
      (edge.ruled || edge.right - edge.x <= width * NARROW) &&
      !LABELLED.test(lower.text.trimStart()) &&
      ENDS_HANGUL.test(upper.text.trimEnd()) &&
      STARTS_HANGUL.test(lower.text.trimStart()) &&
      edge.right - upper.right > upper.size * ROOM_LEFT,
  );
  return wordsOnly ? [] : edges;
}

/**
 * A column between two vertical borders (the nearest on either side of its text, beside some of its lines): its
 * text stops where the right border stands less the padding its text keeps from the left one.
 */
function ruledEdge(edge: ColumnEdge, boxes: Box[]) {
  const beside = boxes.filter(
    (b) =>
      b.width <= 2 && b.height > b.width && b.y <= (edge.top ?? 0) && b.y + b.height >= (edge.bottom ?? 0),
  );
  const middle = (b: Box) => b.x + b.width / 2;
  const left = beside.filter((b) => middle(b) <= edge.x).sort((a, b) => middle(b) - middle(a))[0];
  const right = beside.filter((b) => middle(b) >= edge.right - 0.5).sort((a, b) => middle(a) - middle(b))[0];
  if (!left || !right) return;
  const padding = edge.x - middle(left);
  if (padding > 12) return;
  edge.right = middle(right) - padding;
  edge.ruled = true;
  edge.borders = [middle(left), middle(right)];
}

const ENDS_HANGUL = /\p{Script=Hangul}$/u;
/** A line that opens with a label ("담당업무: …") is a line of its own, never a wrapped one's rest. */
const LABELLED = /^[^\s:：]{1,12}\s*[:：]/u;
/**
 * A word of two syllables or more ending in a particle ("성능개선과", "데이터를", "3시간으로", "및"): a word's end,
 * so a full line that stops there most likely broke at a space (a line full within half a syllable is
 * as often one that broke at a space as one that broke inside a word, in a fixed-width font always).
 */
const ENDS_PARTICLE = /(?:\p{Script=Hangul}[과와을를은는의에며]|으로|에서|및)$/u;
const STARTS_HANGUL = /^\p{Script=Hangul}/u;
/** A Korean company's legal form on its own: (주), (유), (사), (재), ㈜. */
const COMPANY_FORM = /^(?:[(（](?:주|유|사|재|합)[)）]|㈜)$/u;

/**
 * What joins a cell's line to the next line of the same cell: nothing when the line was full and broke
 * inside a Hangul word (it ends and the next begins with Hangul, it reaches its column's right edge
 * within half a syllable, and its last word does not end in a particle), else a space.
 */
export function cellJoiner(upper: Piece, lower: Piece, edges: ColumnEdge[]): '' | ' ' {
  const above = upper.text.trimEnd();
  const below = lower.text.trimStart();
  // A number at the line's end over its unit ("… 2.1초에서 1.2" over "초로 단축"): one word (particle-spacing.ts);
  // a year over "년 …" stays as the line left it.
  if (unitAfterNumber(above, below) && !/(?:^|\D)(?:19|20)\d{2}$/u.test(above)) return '';
  // A company's legal form wrapped alone under its name ("두산에너빌리티" over "(주)") is written onto it.
  if (COMPANY_FORM.test(below) && /[\p{Script=Hangul}\p{L}\d]$/u.test(above)) return '';
  // A hyphenated name broken at its hyphen ("American Speech-Language-" over "Hearing Association"): one word.
  if (/\p{Script=Latin}-$/u.test(above) && /^\p{Lu}\p{Script=Latin}/u.test(below)) return '';
  if (!ENDS_HANGUL.test(above) || !STARTS_HANGUL.test(below) || ENDS_PARTICLE.test(above)) return ' ';
  if (twoWords(above, below)) return ' ';
  if (Math.abs(upper.x - lower.x) > SAME_COLUMN) return centredFull(upper, lower, edges) ? '' : ' ';
  const edge = edges.find((e) => Math.abs(e.x - upper.x) <= SAME_COLUMN);
  if (!edge || edge.lines < MIN_LINES) return ' ';
  return edge.right - upper.right < upper.size * (edge.ruled ? FULL_RULED : FULL) ? '' : ' ';
}

/**
 * A centred cell's line that was full: its rest is centred under it (the same middle), and the room it left
 * between the cell's ruled borders, less the padding the table's cells keep (the least of any ruled column),
 * is under a syllable ("한국타이어앤테크놀" over "로지(주)" in a 30 mm cell).
 */
function centredFull(upper: Piece, lower: Piece, edges: ColumnEdge[]): boolean {
  const mid = (p: Piece) => (p.x + p.right) / 2;
  if (Math.abs(mid(upper) - mid(lower)) > Math.max(1.5, upper.size * 0.2)) return false;
  const edge = edges.find((e) => Math.abs(e.x - upper.x) <= SAME_COLUMN && e.borders);
  if (!edge?.borders) return false;
  const paddings = edges.flatMap((e) => (e.borders ? [e.x - e.borders[0]] : []));
  const padding = Math.max(0, Math.min(...paddings));
  const room = upper.x - edge.borders[0] + (edge.borders[1] - upper.right) - 2 * padding;
  return room < upper.size * FULL_RULED;
}

/**
 * A full line that ends with a word of two to four syllables and a next line that starts with two or more
 * ("… 계획예방정비 일정" over "수립"): as likely two words that met the cell's edge at their space as one
 * word broken there — the geometry cannot tell, a browser drops the space at a line's end. Korean spacing
 * writes such noun pairs apart ("일정 수립"), and a space wrongly kept is one the member sees and removes;
 * a word broken after or before one syllable ("배" over "합비", "고객" over "사"), or a long name broken in
 * its middle ("한국타이어앤테크놀" over "로지(주)"), stays joined.
 */
function twoWords(above: string, below: string): boolean {
  const tail = above.match(/\p{Script=Hangul}+$/u)?.[0].length ?? 0;
  const head = below.match(/^\p{Script=Hangul}+/u)?.[0].length ?? 0;
  return tail >= 2 && tail <= 4 && head >= 2;
}
