// A timeline entry whose period stands alone on the line above its head, and whose head is one line of two
// pieces, the employer and the title beside it ("2019.04 – 현재" over "(주)한빛물산  구매팀 대리", the title
// set smaller after a gap): only the first piece was taken, as the position, and the title was lost. The two
// pieces are the head: the employer first and the title second, unless their words say the other way round.
import { findDates } from './dates';
import { isBullet, isTitleLike, parts } from './text';

/**
 * The two pieces of the line under a lone period, each cleaned (a city dropped by `clean`), when it is a
 * head of exactly two: a short title-like line, no bullet, no date in either piece. Null for any other line.
 */
export function headPairUnderPeriod(line: string | undefined, clean: (piece: string) => string): [string, string] | null {
  if (!line || isBullet(line) || !isTitleLike(line) || line.length > 60) return null;
  const pieces = parts(line).map(clean).filter(Boolean);
  if (pieces.length !== 2 || pieces.some((p) => findDates(p).length > 0)) return null;
  return [pieces[0], pieces[1]];
}
