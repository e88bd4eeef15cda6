// A company's head set apart from its lines by a gap: "(주)오션엔지니어링 ⇥ 2012.08 – 2014.02 (1년 7개월)", a
// blank line, then "구조설계팀 · 사원" and "담당업무 ⇥ …". Read as two jobs, the head lost its position and
// duties and the team became a company. An entry that is one dated line alone, followed by an entry of two
// lines or more with no period of its own, is one job with it.
import { findPeriod } from './dates';

/** The entries with each undated body joined to the lone dated head line above it. */
export function withBodiesUnderLoneHeads(entries: string[][]): string[][] {
  const out: string[][] = [];
  for (const entry of entries) {
    const above = out[out.length - 1];
    const loneHead = above?.length === 1 && findPeriod(above[0]) !== null;
    if (loneHead && entry.length >= 2 && entry.every((l) => !findPeriod(l))) above.push(...entry);
    else out.push([...entry]);
  }
  return out;
}
