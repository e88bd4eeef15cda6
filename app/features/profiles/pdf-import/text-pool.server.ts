// The worker threads that read uploaded PDFs (pdf-text-worker.mjs), one pool per process, sized by
// the PDF_IMPORT_* configuration.
import { env } from '~/lib/env.server';
import { createWorkerPool, type WorkerPool, type WorkerPoolOptions } from '~/lib/worker-pool.server';

/**
 * The worker script, beside this file in the source tree; the server build emits it unbundled into
 * build/server/ and rewrites this URL to point there (vite.config.ts).
 */
export const PDF_TEXT_WORKER = new URL('./pdf-text-worker.mjs', import.meta.url);

let pool: WorkerPool | undefined;

function optionsFromEnv(): WorkerPoolOptions {
  const e = env();
  return {
    file: PDF_TEXT_WORKER,
    size: e.PDF_IMPORT_WORKERS,
    timeoutMs: e.PDF_IMPORT_TIMEOUT_MS,
    memoryMb: e.PDF_IMPORT_MEMORY_MB,
    queueLength: e.PDF_IMPORT_QUEUE_LENGTH,
    queueWaitMs: e.PDF_IMPORT_QUEUE_WAIT_MS,
  };
}

/** The process's PDF reading pool, started on first use. */
export function pdfTextPool(): WorkerPool {
  pool ??= createWorkerPool(optionsFromEnv());
  return pool;
}

/** Replaces the pool (closing the old one), e.g. with other limits in a test; none → from configuration. */
export async function resetPdfTextPool(overrides: Partial<WorkerPoolOptions> = {}): Promise<WorkerPool> {
  const old = pool;
  pool = createWorkerPool({ ...optionsFromEnv(), ...overrides });
  await old?.close();
  return pool;
}
