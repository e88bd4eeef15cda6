// A word space in a fixed-pitch font (a plain-text resume printed in DejaVu Sans Mono or Liberation Mono):
// one character's advance, some 0.6 em, wider than a proportional font's space and than the half em at
// which layout.ts opens a new cell. Such a gap between two words of one font on one line is their space.

/** A positioned text run (runs.ts's TextRun): x its left edge, y its baseline, size its font size. */
type TextRun = { text: string; x: number; y: number; width: number; size: number; font?: string };

/** Runs of plain ASCII (words and spaces): what tells a fixed-pitch font's advance. */
const ASCII = /^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/;

/**
 * Each font's advance per character (in em) when it is fixed-pitch on this page: at least four ASCII runs
 * of it, every one as wide per character as the others (within 3%); a proportional font's "mm" and "il"
 * never are.
 */
export function fixedPitches(runs: TextRun[]): Map<string, number> {
  const byFont = new Map<string, number[]>();
  for (const r of runs) {
    if (!r.font || r.text.length < 2 || !ASCII.test(r.text) || !(r.width > 0) || !(r.size > 0)) continue;
    byFont.set(r.font, [...(byFont.get(r.font) ?? []), r.width / r.text.length / r.size]);
  }
  const out = new Map<string, number>();
  for (const [font, ems] of byFont) {
    if (ems.length < 4) continue;
    const [low, high] = [Math.min(...ems), Math.max(...ems)];
    if (high / low <= 1.03) out.set(font, (low + high) / 2);
  }
  return out;
}

/**
 * Two words of one fixed-pitch font and size on one baseline, one advance apart (±20%), are one run with a
 * space between them: "Platform" and "Engineer," printed apart stay one cell. Columns padded with two
 * spaces or more (a period at the right edge) stay apart. A blank run between them (a space glyph the
 * reader gave) is passed over.
 */
export function withFixedPitchSpaces<T extends TextRun>(runs: T[]): T[] {
  const pitches = fixedPitches(runs);
  if (pitches.size === 0) return runs;
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const out: T[] = [];
  let at = -1;
  for (const run of sorted) {
    if (run.text.trim() === '') {
      out.push(run);
      continue;
    }
    const last = out[at];
    const pitch = pitches.get(run.font ?? '');
    if (last && pitch && last.font === run.font && last.size === run.size && Math.abs(last.y - run.y) <= 0.5) {
      const advance = pitch * run.size;
      const gap = run.x - (last.x + last.width);
      if (Math.abs(gap - advance) <= advance * 0.2 && ASCII.test(last.text) && ASCII.test(run.text)) {
        out[at] = { ...last, text: `${last.text} ${run.text}`, width: run.x + run.width - last.x };
        continue;
      }
    }
    out.push(run);
    at = out.length - 1;
  }
  return out;
}
