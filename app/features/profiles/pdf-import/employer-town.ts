// An employer written with a town the parser does not know: "Cornwall Insight, Norwich", "Harbourline
// Consulting Engineers, Wellington" (the town after a comma, the position given elsewhere), or "L&T
// Construction — Chennai" over "Graduate Engineer Trainee" (the town as the head's second piece, the position
// on the line under it). A town is read from its shape — one or two capitalised words naming no position —
// and only when a position is told beside it, so a company whose name holds a comma is kept whole when the
// position is missing. The town must not name a position itself ("Acme Ltd, Engineer" is left alone).

import { usStateOf } from './us-state-place';

/** One or two capitalised words ("Norwich", "Palmerston North", "Ho-Chi-Minh"), no initials or figures. */
const TOWN = /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?$/u;

/** The employer without ", Town" when the job's position is told apart from it; else as it is. */
export function employerWithoutTown(company: string, position: string, isPosition: (t: string) => boolean): string {
  // "PT Sumber Kopi Priangan – Bandung": an ATS CV's head joins the town with a spaced dash, as with a comma.
  const match = /^(.{3,}?),\s*([^,]+)$/.exec(company.trim()) ?? /^(.{3,}?)\s+[–—-]\s+([^–—-]+)$/.exec(company.trim());
  if (!match || !position.trim() || position.trim() === company.trim()) return company;
  const [, name, town] = match;
  if (!TOWN.test(town.trim()) || isPosition(town) || isPosition(name)) return company;
  // The name is a name: two words or more, or one with a capital inside or after a sign ("L&T", "McKinsey").
  return /\s/.test(name.trim()) || /[&\p{Lu}].*\p{Lu}/u.test(name) ? name.trim() : company;
}

/**
 * A head's second piece read as the position that is a town ("Chennai", "Phoenix, AZ"), when the line under the head is a
 * title naming a position: that line is the position. Null when the piece is no town or no such line follows.
 */
export function positionUnderTown(
  position: string,
  next: string,
  isPosition: (t: string) => boolean,
): string | null {
  // "Desert Air Mechanical — Phoenix, AZ" over "HVAC Service Manager": a US town and state is a town too.
  if (!position || !(TOWN.test(position.trim()) || usStateOf(position)) || isPosition(position)) return null;
  return next && isPosition(next) ? next : null;
}
