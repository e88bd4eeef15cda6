// The text of a Word document (.docx): its headers' text (a template may set the name there), then the
// body's paragraphs and tables, read from the WordprocessingML (word/document.xml) as lines.
import { xmlToLines, type XmlVocabulary } from './xml';

const WORD: XmlVocabulary = {
  text: 't',
  inline: ['r'],
  tab: 'tab',
  breaks: ['br', 'cr'],
  skip: ['instrText', 'delText', 'del', 'footnoteReference', 'endnoteReference'],
  // A numbered or bulleted paragraph (w:numPr), or one in a list style ("ListBullet", "List Paragraph").
  bulletTag: (name, attributes) =>
    name === 'numPr' || (name === 'pStyle' && /\bw:val="List(?:Bullet|Number|Paragraph)/i.test(attributes)),
};

export const DOCX_ENTRY = 'word/document.xml';
const HEADER_ENTRY = /^word\/header\d*\.xml$/;

export const isDocxEntry = (name: string) => name === DOCX_ENTRY || HEADER_ENTRY.test(name);

/** The lines of a .docx, given its entries as read by readZipTexts(…, isDocxEntry). */
export function docxLines(entries: Map<string, string>, maxChars: number): string[] {
  const headers = [...entries.keys()].filter((n) => HEADER_ENTRY.test(n)).sort();
  const lines: string[] = [];
  for (const name of headers) lines.push(...xmlToLines(entries.get(name) ?? '', WORD, maxChars), '');
  lines.push(...xmlToLines(entries.get(DOCX_ENTRY) ?? '', WORD, maxChars));
  return lines;
}
