// "Korean (native), English (fluent; TOEFL iBT 109), Japanese (intermediate; JLPT N3)": a list of languages
// on one line whose brackets hold a level and a test after a semicolon. The list is cut only outside the
// brackets (a semicolon inside them separates the level from the test, never two languages), and inside
// them the semicolon is a comma, so the level and the test are read as two pieces.

/** Where a list of languages is cut: ";", " · ", " • ", " | ", or a comma before a piece with brackets. */
const CUT = /^(?:\s*[;；]\s*|\s+[·•|]\s+|,\s+(?=[^,()]+\())/;

/** The pieces of a line of languages, cut outside brackets only; the semicolons in brackets made commas. */
export function languageListPieces(line: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let piece = '';
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '(' || ch === '（') depth++;
    else if ((ch === ')' || ch === '）') && depth > 0) depth--;
    const cut = depth === 0 ? CUT.exec(line.slice(i)) : null;
    if (cut) {
      pieces.push(piece);
      piece = '';
      i += cut[0].length - 1;
      continue;
    }
    piece += depth > 0 && (ch === ';' || ch === '；') ? ',' : ch;
  }
  pieces.push(piece);
  return pieces.map((p) => p.trim());
}
