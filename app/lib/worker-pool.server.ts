// A small pool of worker threads for work that must never run on the request thread (reading uploaded
// PDFs, rendering PDFs for download): at most `size` jobs at a time, the rest wait in a bounded queue
// for at most `queueWaitMs`; a job that runs past `timeoutMs` or makes the process grow by more than
// `memoryMb` has its worker terminated and replaced.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits, type TransferListItem } from 'node:worker_threads';

export type WorkerPoolOptions = {
  /**
   * The worker script. Answers `{ id, payload }` with `{ id, result }`. Plain JavaScript (`.mjs`, `.js`)
   * runs as it is; a TypeScript script (`.ts`, `.tsx`: the source tree under tsx, vitest or the Vite dev
   * server) runs through tsx's loader. The server build bundles TypeScript workers to JavaScript
   * (vite.config.ts), so production never loads tsx for them.
   */
  file: URL;
  size: number;
  /** Wall-clock limit of one job. */
  timeoutMs: number;
  /**
   * Memory limit of one job: the worker's V8 heap (resourceLimits), and the growth of the process's
   * resident memory while it runs (typed arrays live outside the heap and resourceLimits ignores them).
   */
  memoryMb: number;
  /** Jobs that may wait for a worker; beyond it a job is refused at once. */
  queueLength: number;
  /** How long a job may wait for a worker before it is refused. */
  queueWaitMs: number;
  /** How often resident memory is sampled while jobs run. */
  memoryCheckMs?: number;
};

/** Every worker is busy and the job could not wait (queue full, or waited too long). */
export class PoolBusyError extends Error {
  constructor() {
    super('All workers are busy');
    this.name = 'PoolBusyError';
  }
}

/** The job's worker was terminated (time or memory limit) or died; it has been replaced. */
export class WorkerStoppedError extends Error {
  readonly reason: 'timeout' | 'memory' | 'crashed';
  constructor(reason: WorkerStoppedError['reason'], options?: { cause?: unknown }) {
    super(`Worker stopped: ${reason}`, options);
    this.name = 'WorkerStoppedError';
    this.reason = reason;
  }
}

type Job = {
  id: number;
  payload: unknown;
  transfer: TransferListItem[];
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
};
type Running = Job & { timer: NodeJS.Timeout; startedAt: number; rssAtStart: number };
type Waiting = Job & { timer: NodeJS.Timeout };
type Slot = { worker: Worker; job?: Running; finishedAt?: number };

export type WorkerPool = {
  run<T>(payload: unknown, transfer?: TransferListItem[]): Promise<T>;
  stats(): { workers: number; busy: number; queued: number; stopped: number };
  close(): Promise<void>;
};

const MB = 1024 * 1024;

/** A TypeScript worker script (the source tree) rather than JavaScript (the build, or a plain .mjs). */
export function isTypeScriptWorker(file: URL): boolean {
  return /\.tsx?$/.test(file.pathname);
}

let tsxApi: string | undefined;

/** The ESM entry of tsx's register API (`tsx/esm/api`, its `import` condition) as a file URL. */
function tsxApiUrl(): string {
  if (tsxApi) return tsxApi;
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  tsxApi = pathToFileURL(path.join(path.dirname(manifest), pkg.exports['./esm/api'].import.default)).href;
  return tsxApi;
}

/**
 * The Worker for a script: JavaScript as it is; TypeScript through a two-line bootstrap that registers
 * tsx in the new thread (loader hooks of the parent do not reach a worker) and then imports the script.
 */
function newWorker(file: URL, resourceLimits: ResourceLimits) {
  if (!isTypeScriptWorker(file)) return new Worker(file, { resourceLimits });
  const bootstrap = [
    `const { register } = await import(${JSON.stringify(tsxApiUrl())});`,
    'register();',
    `await import(${JSON.stringify(file.href)});`,
  ].join('\n');
  // A failed import rejects unhandled, which ends the thread with an 'error' event: the job fails as crashed.
  return new Worker(`(async () => {\n${bootstrap}\n})();`, {
    eval: true,
    resourceLimits,
  });
}

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  if (!fs.existsSync(fileURLToPath(options.file)))
    throw new Error(`Worker script missing: ${fileURLToPath(options.file)}`);
  const slots: Slot[] = [];
  const queue: Waiting[] = [];
  let nextId = 1;
  let stopped = 0;
  let closed = false;
  let watchdog: NodeJS.Timeout | undefined;

  function spawn(): Slot {
    const worker = newWorker(options.file, {
      maxOldGenerationSizeMb: options.memoryMb,
      maxYoungGenerationSizeMb: Math.max(4, Math.floor(options.memoryMb / 8)),
    });
    const slot: Slot = { worker };
    worker.unref();
    worker.on('message', (message: { id: number; result: unknown }) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      finish(slot);
      job.resolve(message.result);
    });
    worker.on('error', (error: Error & { code?: string }) =>
      stop(slot, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed', error),
    );
    worker.on('exit', () => stop(slot, 'crashed'));
    slots.push(slot);
    return slot;
  }

  function finish(slot: Slot) {
    if (slot.job) clearTimeout(slot.job.timer);
    slot.job = undefined;
    slot.finishedAt = Date.now();
    slot.worker.unref();
    pump();
  }

  /** Terminates a slot's worker (its job fails with `reason`) and puts a fresh worker in its place. */
  function stop(slot: Slot, reason: WorkerStoppedError['reason'], cause?: unknown): Promise<unknown> {
    const index = slots.indexOf(slot);
    if (index < 0) return Promise.resolve();
    slots.splice(index, 1);
    const job = slot.job;
    slot.job = undefined;
    slot.worker.removeAllListeners('message');
    const terminated = slot.worker.terminate();
    if (job) {
      stopped += 1;
      clearTimeout(job.timer);
      job.reject(new WorkerStoppedError(reason, { cause }));
      // A warm replacement; a worker that dies with no job (a broken script) is not respawned in a loop.
      if (!closed) spawn();
    }
    pump();
    return terminated;
  }

  function start(slot: Slot, job: Job) {
    const timer = setTimeout(() => stop(slot, 'timeout'), options.timeoutMs);
    slot.job = { ...job, timer, startedAt: Date.now(), rssAtStart: process.memoryUsage.rss() };
    slot.worker.ref();
    slot.worker.postMessage({ id: job.id, payload: job.payload }, job.transfer);
    watchdog ??= setInterval(checkMemory, options.memoryCheckMs ?? 100);
  }

  /** Hands waiting jobs to idle workers (spawning up to `size`), and stops sampling memory when idle. */
  function pump() {
    while (queue.length && !closed) {
      const slot = slots.find((s) => !s.job) ?? (slots.length < options.size ? spawn() : undefined);
      if (!slot) break;
      const waiting = queue.shift()!;
      clearTimeout(waiting.timer);
      start(slot, waiting);
    }
    if (watchdog && !slots.some((s) => s.job)) {
      clearInterval(watchdog);
      watchdog = undefined;
    }
  }

  /** Growth beyond the limit stops the longest-running job: readers of ordinary files finish in moments. */
  function checkMemory() {
    const running = slots.filter((s) => s.job).sort((a, b) => a.job!.startedAt - b.job!.startedAt);
    if (!running.length) return;
    const oldest = running[0].job!;
    const baseline = Math.min(...running.map((s) => s.job!.rssAtStart));
    // Each worker that ran a job since then may hold up to the limit: the running ones, and those that
    // finished one meanwhile (a warm worker keeps its heap: modules, fonts, caches) — else the growth of
    // three workers started together would all be charged to the last one still running.
    const charged = slots.filter((s) => s.job || (s.finishedAt ?? 0) >= oldest.startedAt).length;
    if (process.memoryUsage.rss() - baseline > options.memoryMb * MB * charged) stop(running[0], 'memory');
  }

  return {
    run<T>(payload: unknown, transfer: TransferListItem[] = []) {
      return new Promise<T>((resolve, reject) => {
        if (closed) return reject(new Error('Worker pool closed'));
        const job: Job = {
          id: nextId++,
          payload,
          transfer,
          resolve: resolve as (r: unknown) => void,
          reject,
        };
        const idle = slots.find((s) => !s.job) ?? (slots.length < options.size ? spawn() : undefined);
        if (idle) return start(idle, job);
        if (queue.length >= options.queueLength) return reject(new PoolBusyError());
        const waiting: Waiting = {
          ...job,
          timer: setTimeout(() => {
            queue.splice(queue.indexOf(waiting), 1);
            reject(new PoolBusyError());
          }, options.queueWaitMs),
        };
        queue.push(waiting);
      });
    },
    stats: () => ({
      workers: slots.length,
      busy: slots.filter((s) => s.job).length,
      queued: queue.length,
      stopped,
    }),
    async close() {
      closed = true;
      for (const waiting of queue.splice(0)) {
        clearTimeout(waiting.timer);
        waiting.reject(new Error('Worker pool closed'));
      }
      await Promise.all([...slots].map((slot) => stop(slot, 'crashed')));
      if (watchdog) clearInterval(watchdog);
    },
  };
}
