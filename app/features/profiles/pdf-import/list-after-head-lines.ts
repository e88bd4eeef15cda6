// A job's dated head, the title line under it, then a gap and the list ("Arcadis — Jakarta | Feb 2019 – Present",
// "Senior Engineer", gap, "• Led …", gap, "• Reviewed …"): a list marker drawn in a taller fallback font sets
// gaps between the items. The list is still the entry's while only title lines (one or two) stand between the
// head and the first item; after a gap, bullets only continued an entry whose every line after the head was one.
import { isBullet, isTitleLike } from './text';

/** Whether `line`, after a gap, continues an entry whose lines after its dated head are `body`. */
export function continuesList(body: string[], line: string): boolean {
  if (!isBullet(line)) return false;
  const first = body.findIndex((l) => isBullet(l));
  const heads = first < 0 ? body : body.slice(0, first);
  const rest = first < 0 ? [] : body.slice(first);
  return heads.length <= 2 && heads.every((l) => isTitleLike(l)) && rest.every((l) => isBullet(l));
}
