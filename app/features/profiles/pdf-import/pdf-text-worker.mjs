// Runs in a worker thread of the PDF text pool (text-pool.server.ts), never on the request thread:
// reads the positioned text runs of an uploaded PDF with unpdf (PDF.js), within caps on decoded
// bytes, pages and characters. Plain JavaScript that imports only unpdf and Node's own modules, so
// Node runs it as it is from the source tree (tsx, vitest) and from the build (vite.config.ts emits
// it unbundled next to the server bundle).
import { parentPort } from 'node:worker_threads';
import zlib from 'node:zlib';
import { getDocumentProxy } from 'unpdf';

/** A cap was exceeded: the file is refused as unreadable. */
class LimitError extends Error {
  constructor(what) {
    super(`PDF over the ${what} limit`);
    this.name = 'LimitError';
  }
}

/**
 * Sums what the file's Flate streams inflate to (image data aside: reading text never decodes it),
 * and throws LimitError once the sum passes `maxBytes`. PDF.js inflates lazily and keeps everything
 * it inflated, so a megabyte that inflates to a gigabyte must be refused before it is handed over;
 * zlib stops at the cap, so this costs at most `maxBytes` of inflating. Streams behind filters other
 * than Flate are not sized here: the pool's time and memory limits bound them.
 */
export function checkDecodedSize(bytes, maxBytes) {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let total = 0;
  let at = 0;
  for (;;) {
    const keyword = text.indexOf('stream', at);
    if (keyword < 0) return total;
    at = keyword + 6;
    if (text.startsWith('end', keyword - 3)) continue;
    const start = text[at] === '\r' && text[at + 1] === '\n' ? at + 2 : text[at] === '\n' ? at + 1 : -1;
    if (start < 0) continue;
    const end = text.indexOf('endstream', start);
    const dict = text.slice(Math.max(0, text.lastIndexOf('obj', keyword)), keyword);
    if (/\/Subtype\s*\/Image\b/.test(dict)) continue;
    let data = bytes.subarray(start, end < 0 ? bytes.length : end);
    for (const filter of filtersOf(dict)) {
      if (filter !== 'FlateDecode') break;
      try {
        data = zlib.inflateSync(data, {
          maxOutputLength: maxBytes - total + 1,
          finishFlush: zlib.constants.Z_SYNC_FLUSH,
        });
      } catch (error) {
        if (error?.code === 'ERR_BUFFER_TOO_LARGE') throw new LimitError('decoded size');
        break; // not Flate after all, or damaged: PDF.js decides
      }
      total += data.length;
      if (total > maxBytes) throw new LimitError('decoded size');
    }
    at = end < 0 ? bytes.length : end + 9;
  }
}

/** The names in a stream dictionary's /Filter (a name or an array of names), in order. */
function filtersOf(dict) {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dict);
  if (!match) return [];
  return [...match[1].matchAll(/\/([A-Za-z0-9]+)/g)].map((m) => m[1]);
}

/** Text runs of the first `maxPages` pages; throws LimitError once they hold more than `maxChars`. */
export async function readTextRuns(bytes, { maxPages, maxChars, maxDecodedBytes }) {
  checkDecodedSize(bytes, maxDecodedBytes);
  const pdf = await getDocumentProxy(bytes, { verbosity: 0, stopAtErrors: false, isEvalSupported: false });
  try {
    const pages = [];
    let chars = 0;
    for (let n = 1; n <= Math.min(pdf.numPages, maxPages); n++) {
      const page = await pdf.getPage(n);
      const width = page.getViewport({ scale: 1 }).width;
      const runs = [];
      const reader = page.streamTextContent().getReader();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const item of value.items) {
            if (!item.str) continue;
            chars += item.str.length;
            if (chars > maxChars) throw new LimitError('text length');
            const [, , c, d, e, f] = item.transform;
            runs.push({
              text: item.str,
              x: e,
              y: f,
              width: item.width,
              size: Math.hypot(c, d) || item.height,
              font: item.fontName,
            });
          }
        }
      } catch (error) {
        await reader.cancel().catch(() => undefined);
        throw error;
      } finally {
        page.cleanup();
      }
      pages.push({ width, runs });
    }
    return pages;
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

/** What the request side is told when reading failed. */
function failureOf(error) {
  if (error instanceof LimitError) return 'limit';
  if (error?.name === 'PasswordException') return 'encrypted';
  return 'broken';
}

parentPort?.on('message', async ({ id, payload }) => {
  try {
    const pages = await readTextRuns(new Uint8Array(payload.bytes), payload.limits);
    parentPort.postMessage({ id, result: { ok: true, pages } });
  } catch (error) {
    parentPort.postMessage({ id, result: { ok: false, failure: failureOf(error) } });
  }
});
