// A table's title written down its left edge, one syllable a line, in a cell merged over the table's
// rows ("학/력/사/항" beside a 학력 table, "자/격" beside 자격). Read row by row, each syllable would open
// a row of its own ("학  시작  종료", "력  2009.03 …") or be glued to a cell. Such a stack reads as one
// line, the word it spells, above the table's first row: a section title like any other.

import type { Rule } from './columns';
import type { TextRun } from './runs';
import { SECTION_HEADINGS, key } from './vocabulary';

/** One Hangul syllable or CJK character alone in its run. */
const SYLLABLE = /^[\uac00-\ud7a3\u4e00-\u9fff]$/u;
/** Two syllables alone in their run: a caption written two a line ("인적 / 사항", "컴퓨 / 터"). */
const PAIR = /^[\uac00-\ud7a3]{2}$/u;
/**
 * A stack with a piece of two syllables is a caption only when it spells a section's title: a column of
 * two-syllable labels ("성명", "주소") stands the same way, a row apart each, and is no caption.
 */
const spellsHeading = (stack: TextRun[]) =>
  stack.every((r) => SYLLABLE.test(r.text.trim())) ||
  SECTION_HEADINGS.has(key(stack.map((r) => r.text.trim()).join('')));

/** Runs on this baseline (within a fifth of the size). */
const sameLine = (a: TextRun, b: TextRun) => Math.abs(a.y - b.y) <= 0.2 * Math.min(a.size, b.size);

/**
 * A lone syllable that stands apart from every run on its line, with nothing to its left: a cell of its
 * own at the table's left edge (a word of running text has a neighbour within a word gap).
 */
function loneAtLeft(run: TextRun, runs: TextRun[]): boolean {
  if (!SYLLABLE.test(run.text.trim()) && !PAIR.test(run.text.trim())) return false;
  for (const other of runs) {
    if (other === run || !sameLine(run, other)) continue;
    if (other.x < run.x) return false;
    if (other.x - (run.x + run.width) < 0.8 * run.size) return false;
  }
  return true;
}

/** The stacks: two or more lone syllables at one x, each under the last at the spacing of lines. */
function stacks(runs: TextRun[]): TextRun[][] {
  const lone = runs.filter((r) => loneAtLeft(r, runs)).sort((a, b) => b.y - a.y);
  const out: TextRun[][] = [];
  const used = new Set<TextRun>();
  for (const top of lone) {
    if (used.has(top)) continue;
    const stack = [top];
    for (const next of lone) {
      const last = stack[stack.length - 1];
      // One x, or one centre: a centred caption's shorter last line ("외국 / 어") starts further right.
      const centre = (r: TextRun) => r.x + r.width / 2;
      const aligned =
        Math.abs(next.x - top.x) <= 0.15 * top.size ||
        Math.abs(centre(next) - centre(top)) <= 0.15 * top.size;
      if (used.has(next) || next.y >= last.y || !aligned) continue;
      const step = last.y - next.y;
      // Pieces of two syllables are lines of one cell: the spacing of lines, not of table rows.
      const most = SYLLABLE.test(next.text.trim()) && SYLLABLE.test(top.text.trim()) ? 2.2 : 1.7;
      if (step < 0.9 * top.size || step > most * top.size) continue;
      stack.push(next);
    }
    if (stack.length < 2 || !spellsHeading(stack)) continue;
    // Nothing else stands in the stack's column between its first and last syllable.
    const left = Math.min(...stack.map((r) => r.x));
    const right = Math.max(...stack.map((r) => r.x + r.width));
    const between = runs.some(
      (r) =>
        !stack.includes(r) &&
        r.y < top.y + 0.2 * top.size &&
        r.y > stack[stack.length - 1].y - 0.2 * top.size &&
        r.x < right &&
        r.x + r.width > left,
    );
    if (between) continue;
    for (const r of stack) used.add(r);
    out.push(stack);
  }
  return out;
}

/**
 * The page's runs with each vertical side label made one run, set a line above the first row of the
 * table it stands beside, at the label's x. The table's top is the ruled line over the label's cell
 * (the nearest horizontal border above its first syllable that crosses it); without borders, the rows
 * beside it are followed upwards while they keep the spacing of table rows.
 */
export function withSideLabels(runs: TextRun[], rules: Rule[] = []): TextRun[] {
  const found = stacks(runs);
  if (found.length === 0) return runs;
  const drop = new Set(found.flat());
  const out = runs.filter((r) => !drop.has(r));
  for (const stack of found) {
    const top = stack[0];
    const size = top.size;
    const right = top.x + top.width;
    const border = rules
      .filter((r) => r.width > 4 * r.height && r.y > top.y && r.x <= top.x && r.x + r.width >= right)
      .sort((a, b) => a.y - b.y)[0];
    let first = top.y;
    if (border) {
      const inside = out.filter((r) => r.x > right && r.y > top.y && r.y < border.y);
      first = Math.max(top.y, ...inside.map((r) => r.y));
    } else {
      const above = out.filter((r) => r.x > right && r.y > top.y).sort((a, b) => a.y - b.y);
      for (const r of above) if (r.y - first <= 2 * size) first = Math.max(first, r.y);
    }
    out.push({
      text: stack.map((r) => r.text.trim()).join(''),
      x: top.x,
      y: first + 1.4 * size,
      width: Math.max(...stack.map((r) => r.width)) * stack.length,
      size,
      font: top.font,
    });
  }
  return out;
}
