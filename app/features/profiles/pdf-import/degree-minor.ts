// A minor written after the major ("Political Science; Minor in Spanish", "Economics, minor: Statistics"):
// the minor is no part of the major, which is what the degree line names before it.

/** "; Minor in X" or ", minor: X" closing a degree line. */
const MINOR = /\s*[;,]\s*(?:with\s+an?\s+)?minors?\s*(?:in\b|[:：])\s*.+$/i;

/** The degree line without a minor after its major; the text as it is when it names none. */
export function withoutMinor(text: string): string {
  const cut = text.replace(MINOR, '');
  return cut.trim() ? cut : text;
}
