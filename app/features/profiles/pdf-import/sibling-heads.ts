// Jobs of one section written in one repeated shape (a card: the title, the employer under it, the
// period; or "Title <tab> period" over the employer) are read alike. Where the words of a job say which
// line is the title ("Head Chef", "PT …"), that job fixes where the title sits in the shape; a sibling of
// the same shape whose words say nothing either way ("Chef de Partie" over "The Larder Room") is read by
// position: its title is on the line (and cell) where the sure siblings have theirs. Words are not read
// here beyond the evidence the caller gives; the shape is the lines' kinds and cell counts.
import type { Work } from '#db/schema/profiles';
import { periodLine } from './entries';
import { cells, stripBullet, tidy } from './text';

/** What a job's own words say of its company and position: right as read, in doubt (against it, or both ways), or nothing. */
export type HeadEvidence = 'right' | 'doubt' | 'none';

type Slot = { line: number; cell: number };

/** Where a value was read from among the entry's lines: the first line and cell holding it. */
function slotOf(lines: string[], value: string): Slot | null {
  const wanted = tidy(value);
  if (!wanted) return null;
  for (let line = 0; line < lines.length; line++) {
    const row = cells(stripBullet(lines[line])).map(tidy);
    const cell = row.findIndex((c) => c.includes(wanted));
    if (cell >= 0) return { line, cell };
  }
  return null;
}

const before = (a: Slot, b: Slot) => a.line < b.line || (a.line === b.line && a.cell < b.cell);

/**
 * The shape of an entry's head: each line down to the later of the two head values and the period line,
 * as its kind (a period on it or not) and its cell count ("P2 T1": "Title <tab> period" over one cell).
 */
function shapeOf(lines: string[], upTo: number): string {
  const anchor = lines.findIndex((l) => periodLine(l));
  const end = Math.max(upTo, anchor);
  return lines
    .slice(0, end + 1)
    .map((l) => `${periodLine(l) ? 'P' : 'T'}${cells(stripBullet(l)).filter(Boolean).length}`)
    .join(' ');
}

type Read = { shape: string; companyFirst: boolean; evidence: HeadEvidence };

function readOf(lines: string[], work: Work, evidence: HeadEvidence): Read | null {
  const company = slotOf(lines, work.company);
  const position = slotOf(lines, work.position);
  if (!company || !position || (company.line === position.line && company.cell === position.cell))
    return null;
  return {
    shape: shapeOf(lines, Math.max(company.line, position.line)),
    companyFirst: before(company, position),
    evidence,
  };
}

/**
 * The jobs with a sibling's order where their own words say nothing: for each shape shared by two or
 * more jobs, when every job whose words decide (evidence "right") has its company on the same side of
 * its position, a job of that shape with no evidence and the other order has company and position
 * swapped. A job whose words speak is never changed; sure siblings that disagree change nothing.
 */
export function withSiblingHeadOrder(
  entries: string[][],
  works: Work[],
  evidenceOf: (work: Work) => HeadEvidence,
): Work[] {
  const reads = works.map((w, i) => (entries[i] ? readOf(entries[i], w, evidenceOf(w)) : null));
  const order = new Map<string, boolean | 'mixed'>();
  for (const read of reads) {
    if (!read || read.evidence !== 'right') continue;
    const seen = order.get(read.shape);
    order.set(read.shape, seen === undefined || seen === read.companyFirst ? read.companyFirst : 'mixed');
  }
  return works.map((work, i) => {
    const read = reads[i];
    if (!read || read.evidence !== 'none') return work;
    const sure = order.get(read.shape);
    if (sure === undefined || sure === 'mixed' || sure === read.companyFirst) return work;
    return { ...work, company: work.position, position: work.company };
  });
}
