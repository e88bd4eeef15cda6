// The worker threads that render PDFs for download (pdf-render-worker.ts), one pool per process, sized
// by the PDF_EXPORT_* configuration: a resume is 200–400 ms of CPU in one block, which on the request
// thread would stall every other visitor of the instance.
import { env } from '~/lib/env.server';
import { logger } from '~/lib/logger.server';
import {
  createWorkerPool,
  PoolBusyError,
  WorkerStoppedError,
  type WorkerPool,
  type WorkerPoolOptions,
} from '~/lib/worker-pool.server';
import type { PdfRenderResult } from './pdf-render-worker';
import type { PdfJob } from './render-in-thread';

/**
 * The worker script, beside this file in the source tree; the server build bundles it into
 * build/server/ and rewrites this URL to point there (vite.config.ts).
 */
export const PDF_RENDER_WORKER = new URL('./pdf-render-worker.ts', import.meta.url);

/** Every renderer is taken and the wait for one ran out: the person is asked to try again. */
export class PdfExportBusyError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Every PDF renderer is busy', options);
    this.name = 'PdfExportBusyError';
  }
}

let pool: WorkerPool | undefined;

function optionsFromEnv(): WorkerPoolOptions {
  const e = env();
  return {
    file: PDF_RENDER_WORKER,
    size: e.PDF_EXPORT_WORKERS,
    timeoutMs: e.PDF_EXPORT_TIMEOUT_MS,
    memoryMb: e.PDF_EXPORT_MEMORY_MB,
    queueLength: e.PDF_EXPORT_QUEUE_LENGTH,
    queueWaitMs: e.PDF_EXPORT_QUEUE_WAIT_MS,
  };
}

/** The process's PDF render pool, started on first use. */
export function pdfRenderPool(): WorkerPool {
  pool ??= createWorkerPool(optionsFromEnv());
  return pool;
}

/** Replaces the pool (closing the old one), e.g. with other limits in a test; none → from configuration. */
export async function resetPdfRenderPool(overrides: Partial<WorkerPoolOptions> = {}): Promise<WorkerPool> {
  const old = pool;
  pool = createWorkerPool({ ...optionsFromEnv(), ...overrides });
  await old?.close();
  return pool;
}

/**
 * Renders a PDF in a worker of the pool. Throws PdfExportBusyError when every worker is taken and the
 * wait for one ran out; a render past its time or memory limit (its worker replaced) or one that fails
 * throws an Error (a 500: trying again would meet the same limit).
 */
export async function renderPdf(job: PdfJob): Promise<Buffer> {
  let result: PdfRenderResult;
  try {
    result = await pdfRenderPool().run<PdfRenderResult>(job);
  } catch (error) {
    if (error instanceof PoolBusyError) throw new PdfExportBusyError({ cause: error });
    if (error instanceof WorkerStoppedError)
      logger().warn({ reason: error.reason, kind: job.kind }, 'PDF renderer stopped');
    throw error;
  }
  if (!result.ok) throw new Error(`PDF render failed: ${result.message}`);
  return Buffer.from(result.pdf);
}
