// A word space inside a letter-spaced title ("입 사 지 원 서", "Ⅰ. 인 적 사 항" set with CSS letter-spacing in
// a Nanum font, whose space glyph reads as a control character): the tracking widens that space to a dash's
// width, so it was read as the en dash such a font loses ("입––사––지––원––서"), and the title was no
// heading. A dash stands between words ("2021. 09 – 현재"); a space whose nearest letters on the left are
// one glyph (or a short number, "Ⅰ.") and on the right one glyph, or nothing at the end of the line after
// a single glyph (the tracking after the last letter), stands between the letters of one spaced word.

type Run = { text: string; x: number; y: number; width: number };

// eslint-disable-next-line no-control-regex
const visible = (t: string) => t.replace(/[\s\u0000-\u001f\u007f-\u009f]/g, '');
const glyphs = (t: string) => [...visible(t)].length;

/** True when the run stands between the letter-spaced glyphs of one word (see above). */
export function isLetterSpacedGap(r: Run, runs: Run[]): boolean {
  const line = runs.filter((o) => o !== r && Math.abs(o.y - r.y) <= 1 && visible(o.text) !== '');
  const before = line.filter((o) => o.x < r.x).sort((a, b) => b.x - a.x)[0];
  const after = line.filter((o) => o.x >= r.x + r.width - 0.5).sort((a, b) => a.x - b.x)[0];
  if (!before) return false;
  if (!after) return glyphs(before.text) === 1;
  return glyphs(before.text) <= 2 && glyphs(after.text) === 1;
}
