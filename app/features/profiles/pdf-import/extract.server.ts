// Reads the text of an uploaded PDF in reading order (unpdf, i.e. PDF.js built for servers).
import { getDocumentProxy } from 'unpdf';
import { pageToLines, type TextRun } from './layout';

export type PdfImportFailure = 'not-pdf' | 'encrypted' | 'broken' | 'empty';

/** Why a PDF could not be read. `reason` is what a route maps to a message. */
export class PdfImportError extends Error {
  readonly reason: PdfImportFailure;
  constructor(reason: PdfImportFailure, options?: { cause?: unknown }) {
    super(`PDF import failed: ${reason}`, options);
    this.name = 'PdfImportError';
    this.reason = reason;
  }
}

/** Resumes are short: pages after this one are not read (keeps time and memory bounded). */
export const MAX_PAGES = 20;

/** Maps an error thrown by PDF.js (or anything else) while opening or reading a document. */
export function pdfImportErrorFrom(error: unknown): PdfImportError {
  if (error instanceof PdfImportError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return new PdfImportError('encrypted', { cause: error });
  return new PdfImportError('broken', { cause: error });
}

/** True when the bytes start with the PDF header (a few bytes of junk before it are tolerated, as readers do). */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

/** A complete PDF ends with %%EOF (in its last kilobyte); an upload cut short does not. */
function hasEndMarker(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  return tail.includes('%%EOF');
}

/**
 * The text of a PDF, one line per text line, pages in order, columns of a two-column layout one
 * after the other, table cells joined with a tab and larger vertical gaps kept as empty lines.
 * Throws PdfImportError: 'not-pdf', 'encrypted' (needs a password), 'broken' (unreadable or cut
 * short) or 'empty' (no text, e.g. a scan).
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  if (!hasPdfHeader(bytes)) throw new PdfImportError('not-pdf');
  if (!hasEndMarker(bytes)) throw new PdfImportError('broken');
  // PDF.js takes ownership of (and may detach) the buffer it is given, and refuses Node Buffers.
  const data = new Uint8Array(bytes);
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    pdf = await getDocumentProxy(data, { verbosity: 0, stopAtErrors: false });
    const pages: string[] = [];
    const count = Math.min(pdf.numPages, MAX_PAGES);
    for (let n = 1; n <= count; n++) pages.push((await readPage(pdf, n)).join('\n'));
    // Pages follow each other without a blank line: entries often run on over a page break.
    const text = pages.filter((p) => p.trim()).join('\n');
    if (!text.trim()) throw new PdfImportError('empty');
    return text;
  } catch (error) {
    throw pdfImportErrorFrom(error);
  } finally {
    await pdf?.destroy().catch(() => undefined);
  }
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

async function readPage(pdf: PdfDocument, pageNumber: number): Promise<string[]> {
  const page = await pdf.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const runs: TextRun[] = [];
    for (const item of content.items) {
      if (!('str' in item) || !item.str) continue;
      const [, , c, d, e, f] = item.transform as number[];
      runs.push({
        text: item.str,
        x: e,
        y: f,
        width: item.width,
        size: Math.hypot(c, d) || item.height,
        font: item.fontName,
      });
    }
    return pageToLines(runs, viewport.width);
  } finally {
    page.cleanup();
  }
}
