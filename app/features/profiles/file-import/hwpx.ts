// The text of a 한글 document in HWPX (OWPML): its sections (Contents/section0.xml, …) in order, read
// as lines, tables included (a 이력서 form is mostly tables); paragraphs whose paragraph shape in
// Contents/header.xml is a bullet or a number are list items.
import { xmlToLines, type XmlVocabulary } from './xml';

export const HWPX_HEADER = 'Contents/header.xml';
const SECTION = /^Contents\/section(\d+)\.xml$/;

export const isHwpxSection = (name: string) => SECTION.test(name);
export const isHwpxEntry = (name: string) =>
  name === HWPX_HEADER || name === 'mimetype' || SECTION.test(name);

/** The ids of the paragraph shapes (hh:paraPr) that carry a bullet or a number. */
export function listShapes(header: string): Set<string> {
  const ids = new Set<string>();
  for (const match of header.matchAll(/<(?:\w+:)?paraPr\b([^>]*)>([\s\S]*?)<\/(?:\w+:)?paraPr>/g)) {
    const id = /\bid="(\d+)"/.exec(match[1])?.[1];
    if (id && /<(?:\w+:)?heading\b[^>]*\btype="(?:BULLET|NUMBER)"/.test(match[2])) ids.add(id);
  }
  return ids;
}

/** The lines of a .hwpx, given its entries as read by readZipTexts(…, isHwpxEntry). */
export function hwpxLines(entries: Map<string, string>, maxChars: number): string[] {
  const bullets = listShapes(entries.get(HWPX_HEADER) ?? '');
  const vocabulary: XmlVocabulary = {
    text: 't',
    inline: ['t'],
    tab: 'tab',
    breaks: ['lineBreak'],
    skip: ['fieldBegin', 'fieldEnd', 'secPr', 'ctrl', 'linesegarray'],
    bulletParagraph: (attributes) => bullets.has(/\bparaPrIDRef="(\d+)"/.exec(attributes)?.[1] ?? ''),
  };
  const sections = [...entries.keys()]
    .map((name) => ({ name, n: Number(SECTION.exec(name)?.[1] ?? NaN) }))
    .filter((s) => Number.isFinite(s.n))
    .sort((a, b) => a.n - b.n);
  return sections.flatMap((s) => xmlToLines(entries.get(s.name) ?? '', vocabulary, maxChars));
}
