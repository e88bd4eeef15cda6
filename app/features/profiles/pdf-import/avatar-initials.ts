// A profile's avatar drawn as the person's initials in a circle beside the name ("DA | Dimas Arya Pratama",
// "JK  Jisoo Kim"): a portal or a web builder prints it when there is no photo. Read first on the name's
// line, the initials became the name.

/** Whether the cell is the next cell's initials: 1-3 capitals, each a word's first letter, in order. */
export function isAvatarInitials(cell: string, next: string | undefined): boolean {
  const letters = cell.trim();
  if (!next || !/^\p{Lu}{1,3}$/u.test(letters)) return false;
  const initials = next
    .trim()
    .split(/[\s-]+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .map((w) => w[0])
    .join('');
  if (initials.length < 2) return false;
  // The first and last initials ("DP" for "Dimas Arya Pratama") or the first ones ("DA").
  return initials.startsWith(letters) || letters === initials[0] + initials[initials.length - 1];
}

/** The line's cells without avatar initials before a name. */
export const withoutAvatarInitials = (cells: string[]) =>
  cells.filter((cell, i) => !isAvatarInitials(cell, cells[i + 1]));
