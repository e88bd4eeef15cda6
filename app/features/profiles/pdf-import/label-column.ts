// A left column of labels set flush right against the gutter (a Europass CV: "WORK EXPERIENCE", "Mother
// tongue(s)", "Digital skills", and each entry's period "03/2016 – 08/2020"): every label names, or dates, what
// stands beside it on the right. Read as a column of its own, the labels came first and the entries after
// them, unlabelled and undated. Such a side is no column: the zone is read in rows, each label on the line of
// what it labels. A sidebar of text (left-aligned, or lines that are sentences) stays a column.
import { findPeriod } from './dates';
import type { TextRun } from './runs';
import { headingOf } from './sections';

/** Right edges this close (in points) are one flush-right edge. */
const FLUSH = 3;
/** A label line is short. */
const MAX_LABEL = 40;

type SideLine = { text: string; left: number; right: number };

function sideLines(runs: TextRun[]): SideLine[] {
  const lines: (SideLine & { y: number; size: number })[] = [];
  for (const r of [...runs].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = lines.find((l) => Math.abs(l.y - r.y) <= Math.max(2, r.size * 0.4));
    if (line) {
      line.text += ` ${r.text}`;
      line.left = Math.min(line.left, r.x);
      line.right = Math.max(line.right, r.x + r.width);
    } else lines.push({ text: r.text, left: r.x, right: r.x + r.width, y: r.y, size: r.size });
  }
  return lines.map((l) => ({ ...l, text: l.text.replace(/\s+/g, ' ').trim() }));
}

/**
 * Whether the runs left of a gutter are a label column: four lines or more, short and none a sentence, all
 * but one in five ending on one flush-right edge near the gutter while their left edges differ, and a third
 * of them or more a section title or a period.
 */
export function isLabelColumn(left: TextRun[], gutterLeft: number): boolean {
  const lines = sideLines(left);
  if (lines.length < 4) return false;
  if (lines.some((l) => l.text.length > MAX_LABEL || /[.!?。]$/u.test(l.text))) return false;
  const edge = Math.max(...lines.map((l) => l.right));
  if (gutterLeft - edge > 40) return false;
  const flush = lines.filter((l) => edge - l.right <= FLUSH);
  if (flush.length < lines.length * 0.8) return false;
  // Flush left as well (labels of one width, or one word each): not told apart from a left-aligned list.
  const lefts = new Set(flush.map((l) => Math.round(l.left / FLUSH)));
  if (lefts.size < flush.length * 0.5) return false;
  const named = lines.filter((l) => headingOf(l.text) !== null || findPeriod(l.text) !== null);
  return named.length >= lines.length / 3;
}
