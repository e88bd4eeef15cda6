// A bulleted skills list in a narrow sidebar, one item wrapped onto a line of its own ("• Progressive Lens" over
// "Dispensing"): the unmarked line is the end of the item above, not a skill. Only in a list that is bullets
// throughout, every unmarked line right under a bullet (no gap), short, with no separator, label or sentence
// of its own, and at least three bullets to each such line; a list of plain lines under a marked category
// keeps its lines.
import { isBullet, stripBullet } from './text';

const PLAIN_END = /^[^,，、;；·•|｜\t▪:：.!?]{1,32}$/u;

/** For each filled line: whether it is the wrapped end of the bulleted item above it. */
export function bulletWraps(filled: string[], gaps: boolean[]): boolean[] {
  const bullets = filled.filter(isBullet).length;
  const wraps = filled.map(
    (line, at) =>
      at > 0 &&
      !isBullet(line) &&
      !gaps[at] &&
      isBullet(filled[at - 1]) &&
      PLAIN_END.test(line.trim()) &&
      !/[,;:]$/.test(stripBullet(filled[at - 1]).trim()),
  );
  const plain = filled.length - bullets;
  const ok = plain > 0 && wraps.filter(Boolean).length === plain && bullets >= plain * 3;
  return ok ? wraps : filled.map(() => false);
}
