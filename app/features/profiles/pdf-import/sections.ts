// Splits a resume's lines into the header (title, contacts) and sections by their headings.
import { SECTION_HEADINGS, key, type SectionKind } from './vocabulary';

export type RawSection = { kind: SectionKind; lines: string[] };

const DECORATION =
  /^[\s■□▶▷►●○◆◇★☆•·#\-–—=*<>《》〈〉【】[\]]+|[\s■□▶▷►●○◆◇★☆•·#\-–—=*<>《》〈〉【】[\]:：]+$/g;
const NUMBERING = /^(?:\d{1,2}|[IVX]{1,4}|[A-H])[.)]\s+/;

/** The section a heading line opens, and any text that follows the heading in the same row. */
export function headingOf(line: string): { kind: SectionKind; rest: string } | null {
  const [first, ...others] = line.split('\t');
  const kind = headingKind(first);
  if (!kind) return null;
  return { kind, rest: others.join('\t').trim() };
}

function headingKind(text: string): SectionKind | null {
  let t = text.trim().replace(NUMBERING, '').replace(DECORATION, '').trim();
  if (!t || t.length > 40) return null;
  // Letter-spaced headings: "학 력", "E D U C A T I O N".
  if (/^(?:\S )+\S$/u.test(t)) t = t.replace(/ /g, '');
  return SECTION_HEADINGS.get(key(t)) ?? null;
}

export function splitSections(lines: string[]): { header: string[]; sections: RawSection[] } {
  const header: string[] = [];
  const sections: RawSection[] = [];
  let current: RawSection | null = null;
  for (const line of lines) {
    const heading = line.trim() ? headingOf(line) : null;
    if (heading) {
      current = { kind: heading.kind, lines: [] };
      sections.push(current);
      if (heading.rest) current.lines.push(heading.rest);
      continue;
    }
    (current ? current.lines : header).push(line);
  }
  return { header, sections };
}

/** All lines of the sections of one kind, in document order (a blank line between sections). */
export function linesOf(sections: RawSection[], kind: SectionKind): string[] {
  return sections.filter((s) => s.kind === kind).flatMap((s) => [...s.lines, '']);
}
