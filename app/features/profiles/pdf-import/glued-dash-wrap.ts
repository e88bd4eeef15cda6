// A name wrapped right after a dash glued to its word, as a narrow column breaks "Inggris–Indonesia" or
// "Anti-Money Laundering": the line ends "Inggris–" and the next begins "Indonesia". Joined with a space, the
// name read "Inggris– Indonesia". After a dash glued to a letter the lines join without one; a spaced dash
// ("Level 2 –") keeps its space.

const GLUED_DASH = /\p{L}[–-]$/u;

/** The lines of one wrapped name as one text: a space between them, none after a glued dash. */
export function joinWrappedLines(lines: string[]): string {
  return lines
    .map((l) => l.trim())
    .reduce(
      (text, line) => (!text ? line : GLUED_DASH.test(text) ? `${text}${line}` : `${text} ${line}`),
      '',
    );
}
