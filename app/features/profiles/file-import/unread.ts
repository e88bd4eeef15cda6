// The lines of an imported file that no field took, listed beside the draft so that nothing is
// silently dropped: a line is taken when one of its cells stands in the draft's values, or when at
// least half of a cell's words do. Section headings and table header rows are structure, not content.
import type { ResumeSections } from '#db/schema/profiles';
import { headingOf } from '../pdf-import/sections';
import { isHeaderRow } from '../pdf-import/table';
import { cells, prepareLines, stripBullet } from '../pdf-import/text';

/** At most this many lines are listed, each cut to this length. */
export const MAX_UNREAD_LINES = 40;
const MAX_LINE = 200;

const norm = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

function valuesOf(name: string | null, sections: ResumeSections): string {
  const out: string[] = [name ?? ''];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(sections);
  return out.map(norm).join('|');
}

function taken(cell: string, values: string): boolean {
  const whole = norm(stripBullet(cell));
  if (!whole || values.includes(whole)) return true;
  // "1993년 11월": the year and the month as the fields hold them.
  const words = cell
    .replace(/(\d+)\s*[년월일]/g, '$1')
    .split(/\s+/)
    .map(norm)
    .filter(Boolean);
  return words.filter((w) => values.includes(w)).length * 2 >= words.length;
}

/** The file's lines that went into no field of the draft (contacts included: the resume has no field for them). */
export function unreadLines(
  text: string,
  draft: { name: string | null; sections: ResumeSections },
): string[] {
  const values = valuesOf(draft.name, draft.sections);
  const out: string[] = [];
  for (const line of prepareLines(text)) {
    if (!line.trim() || headingOf(line) || isHeaderRow(line)) continue;
    if (cells(line).some((c) => c && taken(c, values))) continue;
    out.push(line.replace(/\t/g, ' · ').slice(0, MAX_LINE));
    if (out.length >= MAX_UNREAD_LINES) break;
  }
  return out;
}
