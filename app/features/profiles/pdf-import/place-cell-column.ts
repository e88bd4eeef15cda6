// An entry's head written as a word processor lays it out: the employer (or the school) left and its place
// right on the first line, the title (or the degree) left and the period right on the line under it —
// "Kessler & Dunmore LLP <tab> Chicago, Illinois" over "Senior Paralegal <tab> March 2020 – Present". The
// right-hand cell of the line above the period, in the column the period's cell is in, is a place, not the
// position (nor the major): it is dropped from the head. A place is read from its shape ("Town, Region":
// capitalised words split by a comma, no lower-case word); a sibling entry of the same shape whose right cell
// is one or two capitalised words ("Remote", "Chicago") has that cell dropped too when a sibling has a
// "Town, Region" cell there. A cell naming what the caller says is a field of its own (a position, a company,
// a degree) is never a place.
import { findPeriod } from './dates';
import { cells } from './text';

/** "Town, Region" or "Town, Region, Country": capitalised words, at most three a piece. */
const PLACE =
  /^\p{Lu}[\p{Ll}'’.-]*(?:[ -]\p{Lu}[\p{Ll}'’.-]*){0,2}(?:,\s*\p{Lu}[\p{L}'’.-]*(?:[ -]\p{Lu}[\p{Ll}'’.-]*){0,2}){1,2}$/u;
/** One or two capitalised words alone: a place only where a sibling has a "Town, Region" cell. */
const BARE_PLACE = /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?$/u;

type Slot = { line: number; cell: string; strict: boolean };

/** The right-hand cell on the head line over the period line, when the period is the last cell of its line. */
function placeSlot(entry: string[], isField: (text: string) => boolean): Slot | null {
  const at = entry.findIndex((l) => findPeriod(l));
  if (at < 1 || at > 2) return null;
  const dated = cells(entry[at]).filter(Boolean);
  if (dated.length !== 2 || !findPeriod(dated[1]) || findPeriod(dated[0])) return null;
  const line = at - 1;
  const head = cells(entry[line]).filter(Boolean);
  if (head.length !== 2) return null;
  const cell = head[1].trim();
  if (cell.length > 48 || isField(cell)) return null;
  if (PLACE.test(cell)) return { line, cell, strict: true };
  return BARE_PLACE.test(cell) ? { line, cell, strict: false } : null;
}

/**
 * Entries with the place cell of their head dropped ("Employer <tab> Town, Region" → "Employer"), as above.
 * `isField`: whether a cell names a field of its own (a position, a company, a degree), so it is no place.
 */
export function withoutPlaceCells(entries: string[][], isField: (text: string) => boolean): string[][] {
  const slots = entries.map((e) => placeSlot(e, isField));
  const sure = slots.some((s) => s?.strict);
  return entries.map((entry, i) => {
    const slot = slots[i];
    if (!slot || (!slot.strict && !sure)) return entry;
    const out = [...entry];
    out[slot.line] = cells(out[slot.line]).filter(Boolean)[0];
    return out;
  });
}
