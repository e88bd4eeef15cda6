// A narrow sidebar's list items that wrap: a LinkedIn "Save to PDF" export sets each skill, language,
// certificate and award of its grey column apart with a gap, and a long one runs onto a second line with
// none ("APICS Certified Supply" / "Chain Professional (CSCP)", "Korean (Native or" / "Bilingual)"). Read
// line by line, each half became an item of its own. In a list section whose items are set apart by
// blank lines, some of one line, a block of two or three plain lines is one item; so is a two-line block
// alone under its heading, or one whose bracket opens on its first line, once a list section of the
// document reads that way. A block with a bullet, a date, a cell gap or a sentence end is left as it is,
// as is every list whose lines follow one another without gaps, and blocks all of two lines (a name over
// its issuer) unless a bracket is left open.
import { findDates } from './dates';
import type { RawSection } from './sections';
import { endsSentence, isBullet } from './text';
import type { SectionKind } from './vocabulary';

const LISTS = new Set<SectionKind>(['skills', 'languages', 'certifications', 'awards']);
/** A sidebar column's line: a wrapped item's first half fills most of it. */
const MAX_LINE = 42;

/** The blocks of non-blank lines of a section, in order. */
function blocksOf(lines: string[]): string[][] {
  const blocks: string[][] = [];
  let open: string[] | null = null;
  for (const line of lines) {
    if (!line.trim()) open = null;
    else if (open) open.push(line);
    else blocks.push((open = [line]));
  }
  return blocks;
}

const plain = (line: string) =>
  line.trim().length <= MAX_LINE &&
  !isBullet(line) &&
  !/\t| {2,}/.test(line.trim()) &&
  !endsSentence(line) &&
  findDates(line).length === 0;

/** A block that reads as one wrapped item: two or three plain lines, each but the last filling the column. */
const wrapped = (block: string[]) =>
  block.length >= 2 &&
  block.length <= 3 &&
  block.every(plain) &&
  block.slice(0, -1).every((l) => l.trim().length >= 14);

/** A line whose bracket opens and does not close on it ("Korean (Native or"): its item goes on. */
const openBracket = (line: string) =>
  (line.match(/[(（]/g)?.length ?? 0) > (line.match(/[)）]/g)?.length ?? 0);

/** A list section whose items are set apart by gaps, some of one line: two or more blocks. */
const gapped = (s: RawSection) => {
  const blocks = blocksOf(s.lines);
  return LISTS.has(s.kind) && blocks.length >= 2 && blocks.some((b) => b.length === 1);
};

/** The sections with each wrapped sidebar item on one line. */
export function joinSidebarWraps(sections: RawSection[]): RawSection[] {
  if (!sections.some(gapped)) return sections;
  return sections.map((s) => {
    if (!LISTS.has(s.kind)) return s;
    const blocks = blocksOf(s.lines);
    // Blocks all of two lines with no single one may be a name over its issuer: only an open bracket joins them.
    const joins = (b: string[]) =>
      wrapped(b) &&
      (gapped(s) || blocks.length === 1 || openBracket(b[0])) &&
      (blocks.length > 1 || b.length === 2);
    if (!blocks.some(joins)) return s;
    return {
      ...s,
      lines: blocks.flatMap((b) => [...(joins(b) ? [b.map((l) => l.trim()).join(' ')] : b), '']),
    };
  });
}
