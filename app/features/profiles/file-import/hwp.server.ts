// Reads the text of an HWP 5 document (binary 한글): its OLE container with `cfb`, each BodyText
// section inflated (raw deflate) within a cap, and its records walked for paragraph text. A table's
// cells come out row by row, split by tabs, as a PDF's table does. Bounded: the upload's size bounds
// the container, which may hold at most MAX_HWP_ENTRIES entries; the sections inflate to at most
// MAX_HWP_INFLATED bytes in all; password-protected and distribution (DRM) documents are told apart.
import zlib from 'node:zlib';
import CFB from 'cfb';
import { ContainerError } from './container-error';

export const MAX_HWP_ENTRIES = 2000;
export const MAX_HWP_INFLATED = 24 * 1024 * 1024;

const SIGNATURE = 'HWP Document File';
const TAG = { paraHeader: 66, paraText: 67, ctrlHeader: 71, listHeader: 72 } as const;
/** 'tbl ' as HWP stores a control's id (a big-endian four-character code read little-endian). */
const TABLE_ID = 0x74626c20;

type Cell = { row: number; col: number; paragraphs: string[] };

/** The lines of an HWP 5 document's body, sections in order; throws ContainerError. */
export function hwpLines(bytes: Uint8Array, maxChars: number): string[] {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { type: 'buffer' });
  } catch (error) {
    throw new ContainerError('broken', { cause: error });
  }
  if (container.FileIndex.length > MAX_HWP_ENTRIES) throw new ContainerError('oversized');
  const header = CFB.find(container, 'FileHeader')?.content;
  if (!header || Buffer.from(header.slice(0, SIGNATURE.length)).toString('latin1') !== SIGNATURE)
    throw new ContainerError('broken');
  const flags = Buffer.from(header).readUInt32LE(36);
  // Bit 1: a password; bit 2: a distribution document, whose body is encrypted for viewers only.
  if (flags & 0b110) throw new ContainerError('encrypted');
  const compressed = (flags & 1) === 1;
  const sections = container.FullPaths.map((path, i) => ({ path, entry: container.FileIndex[i] }))
    .filter(({ path }) => /\/BodyText\/Section\d+$/.test(path))
    .sort((a, b) => sectionNumber(a.path) - sectionNumber(b.path));
  const lines: string[] = [];
  let inflated = 0;
  let chars = 0;
  for (const { entry } of sections) {
    const raw = Buffer.from(entry.content as Uint8Array);
    let body: Buffer;
    try {
      body = compressed
        ? zlib.inflateRawSync(raw, { maxOutputLength: MAX_HWP_INFLATED - inflated + 1 })
        : raw;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ContainerError('oversized');
      throw new ContainerError('broken', { cause: error });
    }
    inflated += body.length;
    if (inflated > MAX_HWP_INFLATED) throw new ContainerError('oversized');
    for (const line of sectionLines(body)) {
      chars += line.length + 1;
      if (chars > maxChars) throw new ContainerError('oversized');
      lines.push(line);
    }
  }
  return lines;
}

const sectionNumber = (path: string) => Number(path.match(/(\d+)$/)?.[1] ?? 0);

/** Paragraphs as lines; a table (at any depth, nested ones flattened into their cell) as rows. */
function sectionLines(body: Buffer): string[] {
  const lines: string[] = [];
  let table: { level: number; cells: Cell[] } | null = null;
  for (const record of records(body)) {
    if (table && record.level <= table.level) {
      lines.push(...tableRows(table.cells));
      table = null;
    }
    if (
      !table &&
      record.tag === TAG.ctrlHeader &&
      record.data.length >= 4 &&
      record.data.readUInt32LE(0) === TABLE_ID
    ) {
      table = { level: record.level, cells: [] };
      continue;
    }
    if (table) {
      // A cell's list header: paragraph count, flags, then its column and row.
      if (record.tag === TAG.listHeader && record.level === table.level + 1 && record.data.length >= 12)
        table.cells.push({
          col: record.data.readUInt16LE(8),
          row: record.data.readUInt16LE(10),
          paragraphs: [],
        });
      else if (record.tag === TAG.paraText) table.cells.at(-1)?.paragraphs.push(paragraphText(record.data));
      continue;
    }
    if (record.tag === TAG.paraText) lines.push(paragraphText(record.data));
    else if (record.tag === TAG.paraHeader && (record.data.readUInt32LE(0) & 0x7fffffff) <= 1) lines.push('');
  }
  if (table) lines.push(...tableRows(table.cells));
  return lines.map((l) => l.replace(/[ \u00a0]+$/g, ''));
}

function tableRows(cells: Cell[]): string[] {
  const rows = new Map<number, Cell[]>();
  for (const cell of cells) rows.set(cell.row, [...(rows.get(cell.row) ?? []), cell]);
  return [...rows.keys()]
    .sort((a, b) => a - b)
    .map((row) =>
      (rows.get(row) ?? [])
        .sort((a, b) => a.col - b.col)
        .map((c) =>
          c.paragraphs
            .map((p) => p.trim())
            .filter(Boolean)
            .join(' '),
        )
        .join('\t'),
    );
}

/** The records of a section: tag, nesting level and data (a size of 0xfff is followed by the real size). */
function* records(body: Buffer): Generator<{ tag: number; level: number; data: Buffer }> {
  let at = 0;
  while (at + 4 <= body.length) {
    const head = body.readUInt32LE(at);
    at += 4;
    let size = head >>> 20;
    if (size === 0xfff) {
      if (at + 4 > body.length) return;
      size = body.readUInt32LE(at);
      at += 4;
    }
    if (at + size > body.length) throw new ContainerError('broken');
    yield { tag: head & 0x3ff, level: (head >>> 10) & 0x3ff, data: body.subarray(at, at + size) };
    at += size;
  }
}

/** Characters a control takes the room of one character for (line break, hyphen, spaces); others take eight. */
const CHAR_CONTROLS = new Set([0, 10, 13, 24, 25, 26, 27, 28, 29, 30, 31]);

/** A paragraph's UTF-16 text with its controls read: a tab as a tab, fixed and hard spaces as spaces. */
function paragraphText(data: Buffer): string {
  let out = '';
  for (let i = 0; i + 1 < data.length;) {
    const code = data.readUInt16LE(i);
    if (code >= 32) {
      out += String.fromCharCode(code);
      i += 2;
    } else if (CHAR_CONTROLS.has(code)) {
      if (code === 10 || code >= 30) out += ' ';
      else if (code === 24) out += '-';
      i += 2;
    } else {
      if (code === 9) out += '\t';
      i += 16;
    }
  }
  return out.normalize('NFC');
}
