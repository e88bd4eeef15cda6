// Text set with CSS letter-spacing (small capitals over a timeline entry, "S E P 2 0 2 1 — P R E S E N T";
// a heading "W O R K E X P E R I E N C E"): the reader puts a space between every two glyphs, so the word
// spaces are lost among them and a period is no longer a date. Such a run is read without those spaces,
// a space kept only where letters meet digits and around a dash or a dot ("SEP 2021 — PRESENT").

/**
 * A run's text read without its letter spacing: only when every piece between spaces is one glyph (a
 * kerned pair of Latin letters the reader left joined, "TA", "AT", may be two) and there are at least
 * four of them, three in four of one glyph. Anything else is returned as it is.
 */
export function withoutLetterSpacing(text: string): string {
  const pieces = text.trim().split(' ');
  const glyph = (p: string) => [...p].length === 1 || /^[A-Za-z]{2}$/.test(p);
  if (pieces.length < 4 || !pieces.every(glyph)) return text;
  if (pieces.filter((p) => [...p].length === 1).length < pieces.length * 0.75) return text;
  return pieces
    .join('')
    .replace(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/gu, ' ')
    .replace(/\s*([—–~|·•])\s*/g, ' $1 ')
    .trim();
}
