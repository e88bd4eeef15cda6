// The text of a word processor's XML (WordprocessingML in .docx, OWPML in .hwpx) as lines the resume
// parser reads: one line per paragraph, a bullet paragraph opened with "• ", table rows one line each
// with their cells split by a tab (empty cells and merged-away cells left out, as a PDF shows them),
// a tab inside a paragraph kept as a cell break. Pure: a tokenizer over the markup, no DOM.

/** Local names (namespace prefix dropped) the reader looks for in one vocabulary. */
export type XmlVocabulary = {
  /** Elements whose text is text (w:t, hp:t). */
  text: string;
  /** A run (w:r) or a text element (hp:t) inside which a tab or a break counts. */
  inline: string[];
  tab: string;
  breaks: string[];
  /** Elements whose content is never text (field codes, deleted text). */
  skip: string[];
  /** Whether a paragraph's own start tag, or an element inside it, marks it as a list item. */
  bulletTag?: (name: string, attributes: string) => boolean;
  bulletParagraph?: (attributes: string) => boolean;
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? whole;
    const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return n > 0 && n < 0x110000 ? String.fromCodePoint(n) : '';
  });
}

type Paragraph = { text: string; bullet: boolean };
type Table = { rows: string[]; row: string[] | null; cell: string[] | null };

const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<(\/?)([\w:.-]+)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|([^<]+)/g;

export function xmlToLines(xml: string, vocabulary: XmlVocabulary, maxChars: number): string[] {
  const lines: string[] = [];
  const paragraphs: Paragraph[] = [];
  const tables: Table[] = [];
  let inText = 0;
  let inline = 0;
  let skipping = 0;
  let chars = 0;
  const emit = (line: string) => {
    chars += line.length;
    if (chars > maxChars) throw new RangeError('text over the limit');
    const table = tables[tables.length - 1];
    if (table?.cell) table.cell.push(line);
    else lines.push(line);
  };
  const append = (text: string) => {
    const paragraph = paragraphs[paragraphs.length - 1];
    if (paragraph) paragraph.text += text;
  };
  for (const match of xml.matchAll(TOKEN)) {
    const [, cdata, closing, qualified, attributes = '', selfClosing, text] = match;
    if (text !== undefined || cdata !== undefined) {
      if (inText > 0 && skipping === 0) append(cdata ?? decodeEntities(text));
      continue;
    }
    if (!qualified) continue;
    const name = qualified.slice(qualified.indexOf(':') + 1);
    const opening = !closing;
    const single = !!selfClosing;
    if (vocabulary.skip.includes(name)) {
      if (!single) skipping += opening ? 1 : -1;
      continue;
    }
    if (name === vocabulary.text && !single) inText += opening ? 1 : -1;
    if (vocabulary.inline.includes(name) && !single) inline += opening ? 1 : -1;
    if (opening && (inline > 0 || inText > 0) && skipping === 0) {
      if (name === vocabulary.tab) append('\t');
      else if (vocabulary.breaks.includes(name)) append('\n');
    }
    if (name === 'p') {
      if (opening && !single)
        paragraphs.push({ text: '', bullet: vocabulary.bulletParagraph?.(attributes) ?? false });
      else if (!opening) {
        const paragraph = paragraphs.pop();
        if (!paragraph) continue;
        for (const part of paragraph.text.split('\n')) {
          const line = part.replace(/[ \u00a0]+/g, ' ').trim();
          emit(paragraph.bullet && line ? `• ${line}` : line);
        }
      }
      continue;
    }
    if (opening && vocabulary.bulletTag?.(name, attributes)) {
      const paragraph = paragraphs[paragraphs.length - 1];
      if (paragraph) paragraph.bullet = true;
    }
    if (name === 'tbl' && !single) {
      if (opening) {
        // Text before the table in the same paragraph is a line of its own, above the table.
        const paragraph = paragraphs[paragraphs.length - 1];
        if (paragraph?.text.trim()) {
          emit(paragraph.text.trim());
          paragraph.text = '';
        }
        tables.push({ rows: [], row: null, cell: null });
      } else {
        const table = tables.pop();
        if (table) for (const row of table.rows) emit(row);
      }
    } else if (name === 'tr' && !single && tables.length > 0) {
      const table = tables[tables.length - 1];
      if (opening) table.row = [];
      else if (table.row) {
        const row = table.row.filter(Boolean).join('\t');
        if (row) table.rows.push(row);
        table.row = null;
      }
    } else if (name === 'tc' && !single && tables.length > 0) {
      const table = tables[tables.length - 1];
      if (opening) table.cell = [];
      else if (table.cell) {
        table.row?.push(table.cell.join(' ').replace(/\t/g, ' ').replace(/\s+/g, ' ').trim());
        table.cell = null;
      }
    }
  }
  return lines;
}
