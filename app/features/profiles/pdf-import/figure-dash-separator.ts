// Noto Sans KR maps its en dash glyph to U+2012 (figure dash): "Name – Issuer" and "Indonesia – Bahasa ibu" read back
// with "‒" set between spaces, and no rule splits on it. A figure dash between spaces is a separator, never a
// figure's dash (a phone number's "555‒0187" has none around it): it reads as the en dash it was.

/** The line with each spaced figure dash read as an en dash. */
export const withFigureDashSeparators = (line: string) => line.replace(/(?<=\S) \u2012(?= |\t|$)/g, ' \u2013');
