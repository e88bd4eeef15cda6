// Runs in a worker thread of the PDF text pool (text-pool.server.ts), never on the request thread:
// reads the positioned text runs of an uploaded PDF with unpdf (PDF.js), within caps on decoded
// bytes, pages and characters. Plain JavaScript that imports only unpdf and Node's own modules, so
// Node runs it as it is from the source tree (tsx, vitest) and from the build (vite.config.ts emits
// it unbundled next to the server bundle).
import { parentPort } from 'node:worker_threads';
import zlib from 'node:zlib';
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';

// PDF.js 5 copies operator-list buffers with transferToFixedLength, which Node 20 lacks.
if (!ArrayBuffer.prototype.transferToFixedLength) {
  ArrayBuffer.prototype.transferToFixedLength = function transferToFixedLength(length) {
    const size = length ?? this.byteLength;
    const out = new ArrayBuffer(size);
    new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(size, this.byteLength)));
    return out;
  };
}

/**
 * Images of more pixels than this in all: the page's drawing (where bullets drawn as shapes are
 * found) is not read, since PDF.js decodes images while listing it. The text is read all the same.
 */
const MAX_PIXELS_FOR_MARKS = 30_000_000;

/** A cap was exceeded: the file is refused as unreadable. */
class LimitError extends Error {
  constructor(what) {
    super(`PDF over the ${what} limit`);
    this.name = 'LimitError';
  }
}

/**
 * Sums what the file's Flate streams inflate to (image data aside: reading text never decodes it),
 * and throws LimitError once the sum passes `maxBytes`. PDF.js inflates lazily and keeps everything
 * it inflated, so a megabyte that inflates to a gigabyte must be refused before it is handed over;
 * zlib stops at the cap, so this costs at most `maxBytes` of inflating. Streams behind filters other
 * than Flate are not sized here: the pool's time and memory limits bound them.
 */
export function checkDecodedSize(bytes, maxBytes) {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let total = 0;
  let at = 0;
  for (;;) {
    const keyword = text.indexOf('stream', at);
    if (keyword < 0) return total;
    at = keyword + 6;
    if (text.startsWith('end', keyword - 3)) continue;
    const start = text[at] === '\r' && text[at + 1] === '\n' ? at + 2 : text[at] === '\n' ? at + 1 : -1;
    if (start < 0) continue;
    const end = text.indexOf('endstream', start);
    const dict = text.slice(Math.max(0, text.lastIndexOf('obj', keyword)), keyword);
    if (/\/Subtype\s*\/Image\b/.test(dict)) continue;
    let data = bytes.subarray(start, end < 0 ? bytes.length : end);
    for (const filter of filtersOf(dict)) {
      if (filter !== 'FlateDecode') break;
      try {
        data = zlib.inflateSync(data, {
          maxOutputLength: maxBytes - total + 1,
          finishFlush: zlib.constants.Z_SYNC_FLUSH,
        });
      } catch (error) {
        if (error?.code === 'ERR_BUFFER_TOO_LARGE') throw new LimitError('decoded size');
        break; // not Flate after all, or damaged: PDF.js decides
      }
      total += data.length;
      if (total > maxBytes) throw new LimitError('decoded size');
    }
    at = end < 0 ? bytes.length : end + 9;
  }
}

/** The names in a stream dictionary's /Filter (a name or an array of names), in order. */
function filtersOf(dict) {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dict);
  if (!match) return [];
  return [...match[1].matchAll(/\/([A-Za-z0-9]+)/g)].map((m) => m[1]);
}

/** Text runs of the first `maxPages` pages; throws LimitError once they hold more than `maxChars`. */
export async function readTextRuns(bytes, { maxPages, maxChars, maxDecodedBytes }) {
  checkDecodedSize(bytes, maxDecodedBytes);
  const readMarks = pixelsOfImages(bytes) <= MAX_PIXELS_FOR_MARKS;
  const { OPS } = await getResolvedPDFJS();
  const pdf = await getDocumentProxy(bytes, { verbosity: 0, stopAtErrors: false, isEvalSupported: false });
  try {
    const pages = [];
    let chars = 0;
    for (let n = 1; n <= Math.min(pdf.numPages, maxPages); n++) {
      const page = await pdf.getPage(n);
      const width = page.getViewport({ scale: 1 }).width;
      const runs = [];
      const reader = page.streamTextContent().getReader();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const item of value.items) {
            if (!item.str) continue;
            chars += item.str.length;
            if (chars > maxChars) throw new LimitError('text length');
            const [, , c, d, e, f] = item.transform;
            runs.push({
              text: item.str,
              x: e,
              y: f,
              width: item.width,
              size: Math.hypot(c, d) || item.height,
              font: item.fontName,
            });
          }
        }
      } catch (error) {
        await reader.cancel().catch(() => undefined);
        page.cleanup();
        throw error;
      }
      let marks = [];
      let rules = [];
      try {
        if (readMarks) {
          const list = await page.getOperatorList();
          marks = bulletMarks(list, OPS);
          rules = ruledLines(list, OPS);
          joinAutospaced(runs, autospacedGaps(list, OPS));
          keepLetterSpacedWordGaps(runs, drawnGlyphs(list, OPS));
        }
      } catch {
        marks = []; // the drawing could not be listed: the text alone is read
        rules = [];
      } finally {
        page.cleanup();
      }
      pages.push({ width, runs, marks, rules });
    }
    return pages;
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

// ---- bullets drawn as shapes ---------------------------------------------------------------------

/** A drawn bullet is at least this large and at most this large (PDF units: a 3–6pt dot or square). */
const MIN_MARK = 1.2;
const MAX_MARK = 9;

const multiply = (m, n) => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

const apply = (m, x, y) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

/**
 * The boxes of the small, roughly square shapes the page fills or strokes, in page units (origin
 * bottom-left, as text runs are): `{ x, y, width, height }`, x and y their lower-left corner.
 */
export function bulletMarks(operatorList, OPS) {
  const small = (v) => v >= MIN_MARK && v <= MAX_MARK;
  return paintedBoxes(
    operatorList,
    OPS,
    2000,
    (box) =>
      small(box.width) && small(box.height) && box.width <= box.height * 2 && box.height <= box.width * 2,
  );
}

/** A ruled line is at most this thick and at least this long (PDF units). */
const MAX_RULE_THICKNESS = 2;
const MIN_RULE_LENGTH = 8;

/**
 * The thin horizontal and vertical shapes the page fills or strokes (a table's ruled borders, a line
 * under a heading), in page units: `{ x, y, width, height }`. A browser paints a table's border cell by
 * cell, so one ruled line may come as several pieces end to end (columns.ts joins them).
 */
export function ruledLines(operatorList, OPS) {
  return paintedBoxes(
    operatorList,
    OPS,
    6000,
    (box) =>
      (box.height <= MAX_RULE_THICKNESS && box.width >= MIN_RULE_LENGTH) ||
      (box.width <= MAX_RULE_THICKNESS && box.height >= MIN_RULE_LENGTH),
  );
}

/** The boxes of the painted paths that pass the test, in page units, at most `max` of them. */
function paintedBoxes(operatorList, OPS, max, test) {
  const painting = new Set([
    OPS.fill,
    OPS.eoFill,
    OPS.fillStroke,
    OPS.eoFillStroke,
    OPS.closeFillStroke,
    OPS.closeEOFillStroke,
    OPS.stroke,
    OPS.closeStroke,
  ]);
  const boxes = [];
  const stack = [];
  let ctm = [1, 0, 0, 1, 0, 0];
  const { fnArray, argsArray } = operatorList;
  for (let i = 0; i < fnArray.length && boxes.length < max; i++) {
    const fn = fnArray[i];
    const args = argsArray[i];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(args, ctm);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      if (Array.isArray(args?.[0]) || ArrayBuffer.isView(args?.[0])) ctm = multiply([...args[0]], ctm);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.constructPath && painting.has(args?.[0]) && args[2]) {
      const [x0, y0, x1, y1] = args[2];
      if (![x0, y0, x1, y1].every(Number.isFinite)) continue;
      const corners = [apply(ctm, x0, y0), apply(ctm, x1, y1), apply(ctm, x0, y1), apply(ctm, x1, y0)];
      const xs = corners.map((c) => c[0]);
      const ys = corners.map((c) => c[1]);
      const box = { x: Math.min(...xs), y: Math.min(...ys), width: 0, height: 0 };
      box.width = Math.max(...xs) - box.x;
      box.height = Math.max(...ys) - box.y;
      if (test(box)) boxes.push(box);
    }
  }
  return boxes;
}

/** A Hangul syllable and a Latin letter or digit: the scripts a word processor spaces apart. */
/** Each glyph where it is drawn, in page units: its left and right edge, its baseline, its size, its text. */
export function drawnGlyphs(operatorList, OPS) {
  const glyphs = [];
  const stack = [];
  let ctm = [1, 0, 0, 1, 0, 0];
  let tm = [1, 0, 0, 1, 0, 0];
  let lm = tm;
  let size = 0;
  const { fnArray, argsArray } = operatorList;
  for (let i = 0; i < fnArray.length && glyphs.length < 20000; i++) {
    const fn = fnArray[i];
    const args = argsArray[i];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(args, ctm);
    else if (fn === OPS.beginText) tm = lm = [1, 0, 0, 1, 0, 0];
    else if (fn === OPS.setFont) size = args?.[1] ?? size;
    else if (fn === OPS.setTextMatrix) tm = lm = [...(args.length === 1 ? args[0] : args)];
    else if (fn === OPS.moveText || fn === OPS.setLeadingMoveText)
      tm = lm = [
        lm[0],
        lm[1],
        lm[2],
        lm[3],
        lm[4] + args[0] * lm[0] + args[1] * lm[2],
        lm[5] + args[0] * lm[1] + args[1] * lm[3],
      ];
    else if ((fn === OPS.showText || fn === OPS.showSpacedText) && Array.isArray(args?.[0])) {
      // Each glyph where it is drawn, in page units: its left and right edge, its baseline, its size.
      const m = multiply(tm, ctm);
      const scale = Math.hypot(m[0], m[1]) || 1;
      let advance = 0;
      for (const g of args[0]) {
        if (typeof g === 'number') advance -= (g / 1000) * size;
        else if (g) {
          const width = ((g.width ?? 0) / 1000) * size;
          const [x0, y] = apply(m, advance, 0);
          glyphs.push({ x0, x1: x0 + width * scale, y, size: size * scale, ch: g.unicode ?? '' });
          advance += width;
        }
      }
      tm = [...tm.slice(0, 4), tm[4] + advance * tm[0], tm[5] + advance * tm[1]];
    }
  }
  return glyphs;
}

const HANGUL = /\p{Script=Hangul}/u;
const WESTERN = /[A-Za-z0-9]/;
/**
 * Where a word processor set Hangul and Latin text apart without a space (LibreOffice's "space between
 * Asian and Western text", on by default: "1988년" drawn as "1988", a gap of a fifth of an em, "년"). The
 * reader takes such a gap for a word space ("1988 년", "인천 GDC"); a real space is a glyph of its own, a
 * third of an em or more. Each gap as the baseline and a few characters either side of it.
 */
export function autospacedGaps(operatorList, OPS) {
  const glyphs = drawnGlyphs(operatorList, OPS);
  // Neighbours on one baseline, left to right: a Hangul and a Latin glyph with no glyph between them
  // (a space drawn apart, as LibreOffice draws them, stands between its words) and an autospace's gap.
  const line = (g) => Math.round(g.y * 4) / 4;
  glyphs.sort((a, b) => line(b) - line(a) || a.x0 - b.x0);
  const gaps = [];
  for (let i = 1; i < glyphs.length && gaps.length < 2000; i++) {
    const a = glyphs[i - 1];
    const b = glyphs[i];
    if (Math.abs(a.y - b.y) > 0.05 * b.size) continue;
    const mixed = (HANGUL.test(a.ch) && WESTERN.test(b.ch)) || (WESTERN.test(a.ch) && HANGUL.test(b.ch));
    const gap = b.x0 - a.x1;
    if (!mixed || gap < 0.12 * b.size || gap > 0.26 * b.size) continue;
    const word = (from, step) => {
      let text = '';
      for (let j = from; j >= 0 && j < glyphs.length && text.length < 3; j += step) {
        const g = glyphs[j];
        if (Math.abs(g.y - b.y) > 0.05 * b.size || !/\S/u.test(g.ch)) break;
        text = step < 0 ? g.ch + text : text + g.ch;
      }
      return text;
    };
    gaps.push({ y: b.y, end: a.x1, start: b.x0, left: word(i - 1, -1), right: word(i, 1) });
  }
  return gaps;
}

/**
 * Takes out the space the reader put in each such gap: inside the run that reads it so ("1988 년"), or
 * between two runs that end and start at the gap ("1507" and "호"), which become one run.
 */
export function joinAutospaced(runs, gaps) {
  for (const gap of gaps) {
    const near = (r) => Math.abs(r.y - gap.y) <= 0.3 * r.size;
    const spaced = `${gap.left} ${gap.right}`;
    const run = runs.find((r) => near(r) && r.text.includes(spaced));
    if (run) {
      run.text = run.text.replace(spaced, `${gap.left}${gap.right}`);
      continue;
    }
    const after = runs.findIndex(
      (r) => near(r) && Math.abs(r.x - gap.start) <= 0.5 && r.text.startsWith(gap.right[0]),
    );
    const before = runs.find(
      (r) =>
        near(r) && Math.abs(r.x + r.width - gap.end) <= 0.5 && r.text.trimEnd().endsWith(gap.left.slice(-1)),
    );
    if (after < 0 || !before) continue;
    const [next] = runs.splice(after, 1);
    before.text = `${before.text.trimEnd()}${next.text}`;
    before.width = next.x + next.width - before.x;
  }
}

/**
 * Text set with CSS letter-spacing ("RESEARCH EXPERIENCE" upper-cased and spread by 1.6pt): the reader
 * puts a space between every two glyphs and the word space is lost among them ("R E S E A R C H E X P E
 * R I E N C E"). Where the run's glyphs are drawn tells the words apart: every letter is spread by the same
 * gap, and a word gap is clearly wider than the run's own letter gap (by the space's advance). Such a run
 * is written with its letters joined and one space at each word gap; a run whose gaps are all alike, or
 * whose drawn glyphs do not match its letters one for one, is left as it is.
 */
export function keepLetterSpacedWordGaps(runs, glyphs) {
  for (const run of runs) {
    const pieces = run.text.trim().split(' ');
    // Pieces of one glyph, three in four at least: a kerned pair or triple ("AT", "VAT") the reader left joined.
    if (pieces.length < 4 || pieces.some((p) => p === '')) continue;
    if (pieces.filter((p) => [...p].length === 1).length < pieces.length * 0.75) continue;
    const letters = [...pieces.join('')];
    const size = run.size || 10;
    const drawn = glyphs
      .filter(
        (g) =>
          /\S/u.test(g.ch) &&
          Math.abs(g.y - run.y) <= 0.3 * size &&
          g.x0 >= run.x - 0.5 &&
          g.x1 <= run.x + run.width + 0.5,
      )
      .sort((a, b) => a.x0 - b.x0);
    if (drawn.length !== letters.length || drawn.map((g) => g.ch).join('') !== letters.join('')) continue;
    const gaps = drawn.slice(1).map((g, i) => g.x0 - drawn[i].x1);
    const letterGap = [...gaps].sort((a, b) => a - b)[Math.floor((gaps.length - 1) / 2)];
    // The same spread between letters (a tenth of an em or more: tracking, not kerning) ...
    if (letterGap < 0.1 * size) continue;
    // ... and a word gap wider than it by a fifth of an em at least (a space's advance is a quarter or more).
    const word = gaps.map((g) => g > letterGap + 0.2 * size);
    if (!word.some(Boolean)) continue;
    run.text = letters.map((ch, i) => (i > 0 && word[i - 1] ? ` ${ch}` : ch)).join('');
  }
}

/** The pixels of the file's images in all, from their dictionaries' /Width and /Height. */
export function pixelsOfImages(bytes) {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let pixels = 0;
  for (const match of text.matchAll(/\/Subtype\s*\/Image\b/g)) {
    const start = Math.max(0, text.lastIndexOf('<<', match.index));
    const dict = text.slice(start, match.index + 400);
    const width = Number(/\/Width\s+(\d+)/.exec(dict)?.[1] ?? 0);
    const height = Number(/\/Height\s+(\d+)/.exec(dict)?.[1] ?? 0);
    pixels += width * height;
  }
  return pixels;
}

/** What the request side is told when reading failed. */
function failureOf(error) {
  if (error instanceof LimitError) return 'limit';
  if (error?.name === 'PasswordException') return 'encrypted';
  return 'broken';
}

parentPort?.on('message', async ({ id, payload }) => {
  try {
    const pages = await readTextRuns(new Uint8Array(payload.bytes), payload.limits);
    parentPort.postMessage({ id, result: { ok: true, pages } });
  } catch (error) {
    parentPort.postMessage({ id, result: { ok: false, failure: failureOf(error) } });
  }
});
