// Runs in a worker thread of the PDF render pool (render-pool.server.ts), never on the request thread:
// renders one PDF per message and hands its bytes back (transferred, not copied). From the source tree
// the pool runs this file through tsx; the server build bundles it to build/server/pdf-render-worker.js
// (vite.config.ts).
import { parentPort } from 'node:worker_threads';
import { renderPdfInThread, type PdfJob } from './render-in-thread';

/** What the request side gets back. */
export type PdfRenderResult = { ok: true; pdf: ArrayBuffer } | { ok: false; message: string };

parentPort?.on('message', async ({ id, payload }: { id: number; payload: PdfJob }) => {
  let result: PdfRenderResult;
  try {
    const pdf = await renderPdfInThread(payload);
    // A buffer that owns its whole memory is handed over as it is; a slice of a shared one is copied.
    const whole = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
    const bytes = whole ? (pdf.buffer as ArrayBuffer) : new Uint8Array(pdf).buffer;
    result = { ok: true, pdf: bytes };
    parentPort!.postMessage({ id, result }, [bytes]);
    return;
  } catch (error) {
    result = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage({ id, result });
});
