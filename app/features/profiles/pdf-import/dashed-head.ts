// An entry's head written as one line of pieces set apart by a spaced dash: "Curtin University, Bentley — Master
// of Science in Hydrographic Surveying", "Harbourline Consulting Engineers, Wellington — Process Engineer". The
// line is longer than a title, but each of its pieces is one, so it heads the period line under it as a title
// line does. A sentence with a dash in it ("Led the audit — saved 12% of costs.") is no such head.
import { endsSentence, isBullet, isTitleLike } from './text';

export function isDashedHead(line: string): boolean {
  const t = line.trim();
  if (!t || t.length > 140 || isBullet(t) || endsSentence(t)) return false;
  const pieces = t.split(/\s+[—–]\s+/);
  return pieces.length === 2 && pieces.every((p) => isTitleLike(p));
}
