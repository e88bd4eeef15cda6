// The checks' worker thread, one per process (speller-worker.ts): it holds each language's dictionary
// once, loaded at boot (warmSpeller, called by the host after it starts listening) or on first use, runs
// every check of an answer with the dictionary's verdicts, never on the request thread, and works out
// suggestions for rejected words in the background between checks: a word's suggestions show from the
// next check on.
import type { ResumeProfile } from '~/integrations/ai/types';
import { createWorkerPool, type WorkerPool } from '~/lib/worker-pool.server';
import type { CheckReport } from './check';
import type { SpellResult, WorkerJob } from './speller-worker';
import type { CheckContext, CheckLang } from './types';

export const SPELLER_WORKER = new URL('./speller-worker.ts', import.meta.url);

let checkPool: WorkerPool | undefined;
let warmed = false;

function pool(): WorkerPool {
  return (checkPool ??= createWorkerPool({
    file: SPELLER_WORKER,
    size: 1,
    // A language's first job loads its dictionary (Korean: 2–8 s, ~120 MB outside the JS heap).
    timeoutMs: 60_000,
    memoryMb: 768,
    queueLength: 64,
    queueWaitMs: 30_000,
  }));
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work.catch(() => null), late]).finally(() => clearTimeout(timer));
}

/**
 * Every check of `text`, in the check thread: null when it could not answer within `waitMs` (a
 * dictionary still loading on a cold process, or a busy thread).
 */
export async function checkInWorker(
  text: string,
  ctx: CheckContext,
  profile: ResumeProfile | null,
  waitMs = 15_000,
): Promise<CheckReport | null> {
  const job: WorkerJob = { kind: 'check', text, ctx, profile };
  const report = await withTimeout(pool().run<CheckReport>(job), waitMs);
  return report && Array.isArray(report.findings) ? report : null;
}

/** The dictionary's verdicts on `words` (the check thread): null when it could not answer in `waitMs`. */
export async function spell(lang: CheckLang, words: string[], waitMs = 10_000): Promise<SpellResult | null> {
  const job: WorkerJob = { kind: 'spell', lang, words };
  return withTimeout(pool().run<SpellResult>(job), waitMs);
}

/** Resolves once the thread has worked out every waiting suggestion (tests and the bench). */
export async function settleSuggestions(waitMs = 60_000): Promise<void> {
  const job: WorkerJob = { kind: 'settle' };
  await withTimeout(pool().run(job), waitMs);
}

/**
 * Loads the dictionaries in the speller thread ahead of the first check and checks a kept sample in each
 * language (warm-sample.ts), once per process: the host calls it once it listens and nothing waits for it.
 * Korean first: most members write in it. Resolves when all are warm (the bench waits for it).
 */
export function warmSpeller(langs: CheckLang[] = ['ko', 'en', 'id']): Promise<void> {
  if (warmed) return Promise.resolve();
  warmed = true;
  return Promise.all(
    langs.map((lang) => {
      const job: WorkerJob = { kind: 'warm', lang };
      return withTimeout(pool().run(job), 120_000);
    }),
  ).then(() => undefined);
}

export async function closeSpeller() {
  const open = checkPool;
  checkPool = undefined;
  warmed = false;
  await open?.close();
}
