// Reads the text of an uploaded PDF in reading order. PDF.js (unpdf) runs in a worker thread of the
// PDF text pool, never on the request thread; the text runs it returns are laid out here.
import { logger } from '~/lib/logger.server';
import { PoolBusyError, WorkerStoppedError } from '~/lib/worker-pool.server';
import { pageToLines, type Mark, type Rule, type TextRun } from './layout';
import { withoutRunningHeads } from './running-heads';
import { pdfTextPool } from './text-pool.server';

export type PdfImportFailure = 'not-pdf' | 'encrypted' | 'broken' | 'empty' | 'busy';

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
export const MAX_PAGES = 10;
/** More text than this is not a resume: the file is refused as unreadable. */
export const MAX_TEXT_CHARS = 200_000;
/** What the file's streams may inflate to in all (PDF.js keeps what it inflates in memory). */
export const MAX_DECODED_BYTES = 64 * 1024 * 1024;

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

/** What the worker answers (pdf-text-worker.mjs). */
type WorkerResult =
  | { ok: true; pages: { width: number; runs: TextRun[]; marks?: Mark[]; rules?: Rule[] }[] }
  | { ok: false; failure: 'encrypted' | 'broken' | 'limit' };

/**
 * The text of a PDF, one line per text line, pages in order, columns of a two-column layout one
 * after the other, table cells joined with a tab and larger vertical gaps kept as empty lines.
 * Throws PdfImportError: 'not-pdf', 'encrypted' (needs a password), 'broken' (unreadable, cut short,
 * or over a limit of decoded size, text length, reading time or memory), 'empty' (no text, e.g. a
 * scan) or 'busy' (every reader taken and the wait for one ran out).
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  if (!hasPdfHeader(bytes)) throw new PdfImportError('not-pdf');
  if (!hasEndMarker(bytes)) throw new PdfImportError('broken');
  // A copy is handed over to the worker, so the caller's buffer stays as it was.
  const data = new Uint8Array(bytes);
  let result: WorkerResult;
  try {
    result = await pdfTextPool().run<WorkerResult>(
      {
        bytes: data.buffer,
        limits: { maxPages: MAX_PAGES, maxChars: MAX_TEXT_CHARS, maxDecodedBytes: MAX_DECODED_BYTES },
      },
      [data.buffer],
    );
  } catch (error) {
    if (error instanceof PoolBusyError) throw new PdfImportError('busy', { cause: error });
    if (error instanceof WorkerStoppedError) {
      logger().warn({ reason: error.reason, bytes: bytes.length }, 'PDF reader stopped');
      throw new PdfImportError('broken', { cause: error });
    }
    throw error;
  }
  if (!result.ok) {
    if (result.failure === 'limit') logger().warn({ bytes: bytes.length }, 'PDF over a reading limit');
    throw new PdfImportError(result.failure === 'encrypted' ? 'encrypted' : 'broken');
  }
  // Pages follow each other without a blank line: entries often run on over a page break.
  // A running header repeated at the top of the later pages is no part of the section it falls in.
  const text = withoutRunningHeads(
    result.pages.map((page) => pageToLines(page.runs, page.width, page.marks, page.rules)),
  )
    .map((lines) => lines.join('\n'))
    .filter((p) => p.trim())
    .join('\n');
  if (!text.trim()) throw new PdfImportError('empty');
  return text;
}
