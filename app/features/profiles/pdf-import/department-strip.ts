// A job's strip of labels and values with no colon between them ("부서 전장SW개발실 | 직급 책임연구원", a coloured
// band under the company's head with each label in bold): the department and the position, as "부서: …" would
// give them. Read as a line of text, "부서 전장SW개발실" became the position and "직급 책임연구원" a duty.

/** A label, a colon and its value: "부서: 품질보증팀". */
const COLON_PIECE = /^([^:：]{1,12}?)\s*[:：]\s*(\S.*)$/u;
/** A short label word, a space and a short value: "부서 전장SW개발실". */
const SPACED_PIECE = /^(\S{1,6})\s+(\S.{0,29})$/u;

/**
 * The label and value of each piece of a line: "label: value" always; "label value" only when the line has two
 * or more pieces, none with a colon and none ending as a sentence, and `isLabel` knows every piece's first word
 * (a line of one piece, "부서 이동 후 재무 담당", is no strip). Null when a piece is neither.
 */
export function labelPieces(
  pieces: string[],
  isLabel: (label: string) => boolean,
): { label: string; value: string }[] | null {
  const spaced = pieces.length >= 2 && pieces.every((p) => !/[:：]/.test(p) && !/[.다]$/u.test(p));
  const out: { label: string; value: string }[] = [];
  for (const piece of pieces) {
    const match = piece.match(COLON_PIECE) ?? (spaced ? piece.match(SPACED_PIECE) : null);
    if (!match || (!COLON_PIECE.test(piece) && !isLabel(match[1]))) return null;
    out.push({ label: match[1], value: match[2] });
  }
  return out;
}
