// "☎ 0812-…   ✉ …@…   ⌂ Jl. Merdeka No. 5, Bandung": a contact strip marks each piece with an icon glyph
// (a pictograph, or a private-use glyph of an icon font). The icon is no part of the address or the place.

/** Icon glyphs opening a piece: symbols (☎ ✉ ⌂ ✆ 📍) and private-use glyphs, each followed by a space. */
const LEADING_ICON = /^\s*(?:[\p{So}\p{Co}]\uFE0F?\s*)+\s(?=\S)/u;

/** The piece without the icon glyphs before it. */
export const withoutIcon = (piece: string) => piece.replace(LEADING_ICON, '');
