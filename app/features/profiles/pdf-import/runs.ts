// The positioned text runs of a PDF page as the reader gives them, made ready for layout: control
// characters some fonts map their space glyph to read as spaces, blank runs dropped, and bullets
// drawn as shapes (a dot or a square a browser paints before a list item) turned into bullet runs.
import { findDates, findPeriod } from './dates';
import { withFixedPitchSpaces } from './fixed-pitch';
import { isLetterSpacedGap } from './letter-spaced-space';
import { withoutLetterSpacing } from './letter-spacing';
import { withSmallCaps } from './small-caps';

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

/** A small shape painted on the page (pdf-text-worker.mjs finds them): x, y its lower-left corner. */
export type Mark = { x: number; y: number; width: number; height: number };

/** Text set this much larger than the body is a heading. */
export const HEADING_SCALE = 1.1;

export /** The size most of the page's characters are set in. */
function bodySize(runs: TextRun[]): number {
  const chars = new Map<number, number>();
  for (const r of runs) {
    const size = Math.round(r.size * 2) / 2;
    chars.set(size, (chars.get(size) ?? 0) + r.text.length);
  }
  return [...chars].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0];
}

/**
 * Runs ready for layout. Some fonts (NanumGothic printed by Chromium) map their space glyph to a
 * control character: it reads as a space, and a run of nothing else is dropped, so the word gap is
 * the distance between the glyphs around it. Sizes and widths a reader left out are estimated.
 */
export function cleanRuns(runs: TextRun[]): TextRun[] {
  // Fonts whose space glyph reads as a control character on this page.
  const controlSpaced = new Set(runs.filter((r) => CONTROL_ONLY.test(r.text)).map((r) => r.font));
  // "D" + "ANIEL" in a smaller size: small capitals, typed "Daniel" (small-caps.ts).
  return withSmallCaps(withFixedPitchSpaces(withSpaceGlyphs(runs)))
    .map((r) => ({
      ...r,
      text:
        lostDash(r, controlSpaced) && sameSizeAfter(r, runs) && !isLetterSpacedGap(r, runs)
          ? '–'
          : withoutLetterSpacing(r.text.normalize('NFC').replace(CONTROL, ' ').replace(PRIVATE_USE, '•')),
    }))
    .filter((r) => r.text.trim() !== '')
    .map((r) => ({
      ...r,
      width: r.width > 0 ? r.width : r.text.length * r.size * 0.5,
      size: r.size > 0 ? r.size : 10,
    }));
}

/**
 * A space glyph that reads as a control character, set between two words of its line (it starts where
 * the word before it ends and ends where the next begins), is a word space whatever its width: the word
 * before it takes the space (its text ends with it; its box is left as it was), and layout.ts keeps the
 * two words in one cell. In a fixed-width font (NanumGothicCoding) a space is half an em, as wide as the
 * narrowest gap between two table cells, and the gap alone cannot tell them.
 */
function withSpaceGlyphs(runs: TextRun[]): TextRun[] {
  const out = runs.map((r) => ({ ...r }));
  const near = (a: number, b: number) => Math.abs(a - b) <= 0.5;
  for (const space of out) {
    if (!CONTROL_ONLY.test(space.text) || !(space.width > 0)) continue;
    const line = out.filter((r) => r !== space && near(r.y, space.y) && !CONTROL_ONLY.test(r.text));
    const before = line.find((r) => r.text.trim() !== '' && near(r.x + r.width, space.x));
    const after = line.find((r) => r.text.trim() !== '' && near(r.x, space.x + space.width));
    if (!before || !after || before.text.endsWith(' ')) continue;
    before.text += ' ';
  }
  return out;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex
const CONTROL_ONLY = /^[\u0000-\u0008\u000b-\u001f\u007f-\u009f]+$/;

/**
 * Chromium writes NanumGothic's en dash with a space as its text ("2021. 09 – 현재" reads
 * "2021. 09   현재"), in a font whose real spaces read as control characters: a lone space glyph
 * of a dash's width (a quarter to four fifths of an em) in such a font is the dash.
 */
function lostDash(r: TextRun, controlSpaced: Set<string | undefined>): boolean {
  return r.text === ' ' && controlSpaced.has(r.font) && r.width >= r.size * 0.25 && r.width <= r.size * 0.8;
}
/**
 * The text that follows a run on its line is set in the run's size: a dash stands between parts of one
 * text ("2021. 09 – 현재"); the gap between a 21pt name and the 10pt romanised name beside it is none.
 */
function sameSizeAfter(r: TextRun, runs: TextRun[]): boolean {
  const after = runs
    .filter(
      (o) =>
        o !== r &&
        Math.abs(o.y - r.y) <= 1 &&
        o.x >= r.x &&
        o.text.trim() !== '' &&
        !CONTROL_ONLY.test(o.text),
    )
    .sort((a, b) => a.x - b.x)[0];
  return !after || Math.abs(after.size - r.size) <= Math.max(0.5, r.size * 0.1);
}
/** A lone symbol-font glyph (Wingdings, Symbol) standing before a list item. */
const PRIVATE_USE = /^[\ue000-\uf8ff]$/u;

/**
 * Each drawn bullet becomes a "•" run on the baseline of the text it stands before: a mark whose
 * middle lies between that text's baseline and its cap height, ending at most 2.5 em to its left,
 * with no text between them. The run ends a fifth of an em before the text, so the line reads
 * "• text". Marks beside no text (a rule's end, a decoration) are left out.
 */
export function withBullets(runs: TextRun[], marks: Mark[]): TextRun[] {
  const out = [...runs];
  for (const mark of marks) {
    const middle = mark.y + mark.height / 2;
    const right = mark.x + mark.width;
    const next = runs
      .filter(
        (r) =>
          middle >= r.y - r.size * 0.1 &&
          middle <= r.y + r.size * 0.8 &&
          r.x >= right - 0.5 &&
          r.x - right <= r.size * 2.5 &&
          mark.height <= r.size * 0.9,
      )
      .sort((a, b) => a.x - b.x)[0];
    // A timeline's dot on its rail beside the period over an entry ("● APR 2022 — PRESENT") is no bullet:
    // a list item is never a period alone.
    if (!next || isPeriodAlone(next.text)) continue;
    // Text between the mark and the run: the mark is a decoration inside the line, not its bullet.
    const between = runs.some(
      (r) => r !== next && Math.abs(r.y - next.y) < 1 && r.x + r.width > right && r.x < next.x,
    );
    if (
      between ||
      out.some((r) => r.text === '•' && Math.abs(r.y - next.y) < 1 && Math.abs(r.x - mark.x) < 1)
    )
      continue;
    const width = Math.max(0.1, next.x - mark.x - next.size * 0.2);
    out.push({ text: '•', x: mark.x, y: next.y, width, size: next.size, font: next.font });
  }
  return out;
}

/** A run that is only a period or a year ("APR 2022 — PRESENT", "2014 — 2018", "2023"): no letters besides. */
function isPeriodAlone(text: string): boolean {
  const period = findPeriod(text);
  const rest = period
    ? text.slice(0, period.index) + text.slice(period.index + period.length)
    : findDates(text).reduce((t, d) => t.replace(t.slice(d.index, d.index + d.length), ''), text);
  return (period !== null || findDates(text).length > 0) && !/\p{L}/u.test(rest);
}
