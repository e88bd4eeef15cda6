// Runs in the speller's worker thread (speller.server.ts), never on the request thread: Hunspell compiled
// to WebAssembly (hunspell-asm) with the Korean and English dictionaries from npm (dictionary-ko,
// dictionary-en) and the Indonesian one kept in ./dictionaries/id (LibreOffice's, LGPL-3). Each language's
// dictionary loads once per thread, on its first job (Korean: about 2 s and 120 MB). Two kinds of job:
// 'check' runs every check of an answer here (the dictionary's verdicts, then the rules and the tracer,
// 30–70 ms of CPU for a long answer that must not stall the request thread) and answers the report;
// 'suggest' works out Hunspell's suggestions for rejected words (0.1–1.5 s a Korean word), in a second
// thread of its own so a check never waits behind it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { loadModule } from 'hunspell-asm';
import type { ResumeProfile } from '~/integrations/ai/types';
import { runChecks, spellRequest, type CheckReport } from './check';
import { judge } from './spelling';
import type { CheckContext, CheckLang } from './types';

export type SpellJob = { lang: CheckLang; words: string[]; budgetMs?: number };
export type SpellResult = { unknown: Record<string, string[]>; loadMs: number };
export type WorkerJob =
  | ({ kind: 'spell' } & SpellJob)
  | { kind: 'check'; text: string; ctx: CheckContext; profile: ResumeProfile | null }
  | { kind: 'suggest'; lang: CheckLang; words: string[] };

type Speller = { spell(w: string): boolean; suggest(w: string): string[] };
const spellers = new Map<CheckLang, Promise<Speller>>();
const verdicts = new Map<string, boolean>();
const suggestions = new Map<string, string[]>();
const MAX_KEPT = 50_000;
let factory: ReturnType<typeof loadModule> | undefined;

function dictionaryFiles(lang: CheckLang): { aff: string; dic: string } {
  if (lang === 'id') {
    // Beside this file in the source tree; from the server build (build/server/) the source tree's copy.
    const here = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dictionaries', 'id');
    const dir = fs.existsSync(here) ? here : path.resolve('app/features/checks/dictionaries/id');
    return { aff: path.join(dir, 'id_ID.aff'), dic: path.join(dir, 'id_ID.dic') };
  }
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve(`dictionary-${lang}`));
  return { aff: path.join(dir, 'index.aff'), dic: path.join(dir, 'index.dic') };
}

function spellerFor(lang: CheckLang): Promise<Speller> {
  let s = spellers.get(lang);
  if (!s) {
    s = (async () => {
      factory ??= loadModule();
      const f = await factory;
      const files = dictionaryFiles(lang);
      const aff = f.mountBuffer(fs.readFileSync(files.aff), `${lang}.aff`);
      const dic = f.mountBuffer(fs.readFileSync(files.dic), `${lang}.dic`);
      return f.create(aff, dic);
    })();
    spellers.set(lang, s);
  }
  return s;
}

function keep<T>(map: Map<string, T>, key: string, value: T) {
  if (map.size >= MAX_KEPT) map.clear();
  map.set(key, value);
}

export async function spellInThread(job: SpellJob): Promise<SpellResult> {
  const t0 = performance.now();
  const speller = await spellerFor(job.lang);
  const loadMs = performance.now() - t0;
  const correct = (w: string) => {
    const key = `${job.lang}:${w}`;
    let v = verdicts.get(key);
    if (v === undefined) keep(verdicts, key, (v = speller.spell(w)));
    return v;
  };
  const unknown: Record<string, string[]> = {};
  const started = performance.now();
  const budget = job.budgetMs ?? 0;
  for (const word of job.words.slice(0, 2_000)) {
    if (judge(job.lang, word, correct)) continue;
    const key = `${job.lang}:${word}`;
    let s = suggestions.get(key);
    if (!s && performance.now() - started < budget)
      keep(suggestions, key, (s = speller.suggest(word).slice(0, 3)));
    unknown[word] = s ?? [];
  }
  return { unknown, loadMs };
}

/** Every check of one answer, in this thread. */
export async function checkInThread(
  text: string,
  ctx: CheckContext,
  profile: ResumeProfile | null,
): Promise<CheckReport> {
  const { unknown } = await spellInThread({ lang: ctx.lang, words: spellRequest(text, ctx) });
  return runChecks(text, ctx, unknown, profile);
}

/** Hunspell's suggestions for words it rejected (at most 3 each). */
export async function suggestInThread(lang: CheckLang, words: string[]): Promise<Record<string, string[]>> {
  const speller = await spellerFor(lang);
  const out: Record<string, string[]> = {};
  for (const word of words.slice(0, 50)) {
    const key = `${lang}:${word}`;
    let s = suggestions.get(key);
    if (!s) keep(suggestions, key, (s = speller.suggest(word).slice(0, 3)));
    out[word] = s;
  }
  return out;
}

async function run(job: WorkerJob): Promise<unknown> {
  if (job.kind === 'check') return checkInThread(job.text, job.ctx, job.profile);
  if (job.kind === 'suggest') return suggestInThread(job.lang, job.words);
  return spellInThread(job);
}

parentPort?.on('message', async ({ id, payload }: { id: number; payload: WorkerJob }) => {
  try {
    parentPort!.postMessage({ id, result: await run(payload) });
  } catch (error) {
    parentPort!.postMessage({ id, result: { error: String(error) } });
  }
});
