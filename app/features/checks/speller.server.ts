// The checks' worker threads, one of each per process, started on first use (warmSpeller loads the
// dictionaries ahead): 'check' runs every check of an answer with the dictionary's verdicts, never on the
// request thread; 'suggest' works out Hunspell's (slow) suggestions for rejected words in the background,
// kept here, so a check never waits for them: a word's suggestions show from the next check on.
import type { ResumeProfile } from '~/integrations/ai/types';
import { createWorkerPool, type WorkerPool } from '~/lib/worker-pool.server';
import type { CheckReport } from './check';
import type { SpellResult, WorkerJob } from './speller-worker';
import type { CheckContext, CheckLang } from './types';

export const SPELLER_WORKER = new URL('./speller-worker.ts', import.meta.url);

const pools: { check?: WorkerPool; suggest?: WorkerPool } = {};
const kept = new Map<string, string[]>();
const asked = new Set<string>();
let warmed = false;

function pool(kind: 'check' | 'suggest'): WorkerPool {
  return (pools[kind] ??= createWorkerPool({
    file: SPELLER_WORKER,
    size: 1,
    // A language's first job loads its dictionary (Korean: ~2–4 s, ~120 MB outside the JS heap).
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

/** Asks the suggestion thread about words without kept suggestions (once each); fills `kept`. */
function suggestLater(lang: CheckLang, words: string[]) {
  const fresh = words.filter((w) => !kept.has(`${lang}:${w}`) && !asked.has(`${lang}:${w}`));
  if (!fresh.length) return;
  for (const w of fresh) asked.add(`${lang}:${w}`);
  const job: WorkerJob = { kind: 'suggest', lang, words: fresh };
  void pool('suggest')
    .run<Record<string, string[]>>(job)
    .then((found) => {
      if (kept.size > 50_000) kept.clear();
      for (const [w, s] of Object.entries(found)) kept.set(`${lang}:${w}`, s);
    })
    .catch(() => undefined)
    .finally(() => {
      for (const w of fresh) asked.delete(`${lang}:${w}`);
    });
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
  const report = await withTimeout(pool('check').run<CheckReport>(job), waitMs);
  if (!report || !Array.isArray(report.findings)) return null;
  const missing: string[] = [];
  for (const f of report.findings)
    if (f.message === 'spelling.unknown' && !f.suggestions?.length) {
      const word = String(f.values?.word ?? '');
      const s = kept.get(`${ctx.lang}:${word}`);
      if (s) f.suggestions = s;
      else missing.push(word);
    }
  suggestLater(ctx.lang, missing);
  return report;
}

/** The dictionary's verdicts on `words` (the check thread): null when it could not answer in `waitMs`. */
export async function spell(lang: CheckLang, words: string[], waitMs = 10_000): Promise<SpellResult | null> {
  const job: WorkerJob = { kind: 'spell', lang, words };
  return withTimeout(pool('check').run<SpellResult>(job), waitMs);
}

/** Loads the dictionaries ahead of the first check (in the check thread), once per process. */
export function warmSpeller(langs: CheckLang[] = ['ko', 'en', 'id']) {
  if (warmed) return;
  warmed = true;
  for (const lang of langs) void spell(lang, ['warm'], 120_000);
}

export async function closeSpeller() {
  const open = [pools.check, pools.suggest];
  pools.check = pools.suggest = undefined;
  warmed = false;
  kept.clear();
  await Promise.all(open.map((p) => p?.close()));
}
