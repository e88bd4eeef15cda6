// Runs in the speller's worker thread (speller.server.ts), never on the request thread: Hunspell compiled
// to WebAssembly (hunspell-asm) with the Korean and English dictionaries from npm (dictionary-ko,
// dictionary-en, dictionary-en-gb) and the Indonesian one kept in ./dictionaries/id (LibreOffice's, LGPL-3). Each language's
// dictionary loads once per process, in this one thread, on its first job or at boot (warmSpeller; Korean:
// 2–8 s and ~120 MB). A 'check' job runs every check of an answer here (the dictionary's verdicts, then
// the rules and the tracer: CPU that must not stall the request thread) and answers the report with the
// suggestions known so far. Suggestions for rejected words (suggest.ts: the accepted words one edit away)
// are worked out in the background in slices of at most SLICE_MS, so a check waits at most one slice
// behind them; a word's suggestions show from the next check on.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { loadModule } from 'hunspell-asm';
import type { ResumeProfile } from '~/integrations/ai/types';
import { logger } from '~/lib/logger.server';
import { runChecks, spellRequest, type CheckReport } from './check';
import { koreanFilter } from './hunspell-ko-filter';
import { loadAnalyser } from './korean-analyser';
import { englishWordsOf, type EnglishWords } from './korean-loanwords';
import { keptDerivedKo } from './korean-kept-derived';
import { judge, type SecondOpinion } from './spelling';
import { suggestionSearch } from './suggest';
import { protectedSpans } from './text';
import { warmSample } from './warm-sample';
import type { CheckContext, CheckLang } from './types';

export type SpellJob = { lang: CheckLang; words: string[] };
export type SpellResult = { unknown: Record<string, string[]>; loadMs: number };
export type WorkerJob =
  | ({ kind: 'spell' } & SpellJob)
  | { kind: 'check'; text: string; ctx: CheckContext; profile: ResumeProfile | null }
  /** Loads a language's dictionary and checks a kept sample a few times (compiles the checks' code). */
  | { kind: 'warm'; lang: CheckLang }
  /** Waits until the background suggestions are all worked out (tests and the bench). */
  | { kind: 'settle' };

type Speller = { spell(w: string): boolean } & SecondOpinion;
const spellers = new Map<CheckLang, Promise<Speller>>();
const verdicts = new Map<string, boolean>();
/** judge's verdict per word (the dictionaries never change in a process): a word is judged once. */
const judged = new Map<string, boolean>();
const suggestions = new Map<string, string[]>();
const MAX_KEPT = 50_000;
let factory: ReturnType<typeof loadModule> | undefined;
/**
 * How long the Hunspell runtime may take to start: its loader gives up after 3 s by default, which a busy
 * machine exceeds (the wasm is compiled first); the pool's job timeout (60 s) bounds the wait instead.
 */
const RUNTIME_START_MS = 60_000;

/** A Hunspell dictionary: the three languages', and British English beside American English. */
type Dictionary = CheckLang | 'en-gb';

function dictionaryFiles(dict: Dictionary): { aff: string; dic: string } {
  if (dict === 'id') {
    // Beside this file in the source tree; from the server build (build/server/) the source tree's copy.
    const here = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dictionaries', 'id');
    const dir = fs.existsSync(here) ? here : path.resolve('app/features/checks/dictionaries/id');
    return { aff: path.join(dir, 'id_ID.aff'), dic: path.join(dir, 'id_ID.dic') };
  }
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve(`dictionary-${dict}`));
  return { aff: path.join(dir, 'index.aff'), dic: path.join(dir, 'index.dic') };
}

const loaded = new Map<Dictionary, Promise<Speller>>();
function dictionary(dict: Dictionary): Promise<Speller> {
  let s = loaded.get(dict);
  if (!s) {
    s = (async () => {
      factory ??= loadModule({ timeout: RUNTIME_START_MS });
      const f = await factory.catch((error: unknown) => {
        factory = undefined; // not kept: the next check starts the runtime again
        throw error;
      });
      const files = dictionaryFiles(dict);
      const affText = fs.readFileSync(files.aff);
      const dicText = fs.readFileSync(files.dic);
      const hunspell = f.create(f.mountBuffer(affText, `${dict}.aff`), f.mountBuffer(dicText, `${dict}.dic`));
      if (dict !== 'ko') return hunspell;
      // Korean look-ups cost 70–150 µs, mostly on words that are none: a word no reading of the
      // dictionary's stems and endings can make is rejected without asking (hunspell-ko-filter.ts).
      const possible = koreanFilter(affText.toString('utf8'), dicText.toString('utf8'));
      return { spell: (w: string) => possible(w) && hunspell.spell(w) };
    })();
    // A dictionary that failed to load is not kept either: the check fails, the next one tries again.
    s.catch(() => loaded.delete(dict));
    loaded.set(dict, s);
  }
  return s;
}

/**
 * The dictionaries a language's words are judged by (ADR 0039): English by the American and the British
 * dictionary (members write "centre", "enquiries", "organised"; en_GB-ise, ~0.5 MB); Indonesian by its own
 * and, for the English words Indonesian answers use as they are in IT and business (server, cache,
 * deadline), the American English one. A word passes when any of them knows it.
 */
export const DICTIONARIES: Record<CheckLang, Dictionary[]> = {
  ko: ['ko'],
  en: ['en', 'en-gb'],
  id: ['id', 'en'],
};

function spellerFor(lang: CheckLang): Promise<Speller> {
  let s = spellers.get(lang);
  if (!s) {
    // Korean also loads the morphological analyser (korean-analyser.ts), a second opinion on the words
    // Hunspell rejects.
    // Indonesian also the words of Indonesian Wikipedia (@zxcvbn-ts/language-id, MIT; ~14k words).
    // Without it (its dictionary could not be unpacked, say) Korean is checked by Hunspell alone.
    const analyser =
      lang === 'ko'
        ? loadAnalyser().catch((error: unknown) => {
            logger().warn({ err: error }, 'Korean analyser not loaded: spelling uses Hunspell alone');
            return undefined;
          })
        : Promise.resolve(undefined);
    // Korean also the Sino-Korean words of libhangul's hanja dictionary that Hunspell lacks (BSD-3).
    const list =
      lang === 'id' ? indonesianWords() : lang === 'ko' ? sinoKoreanWords() : Promise.resolve(undefined);
    // Korean also English words, for loanwords written in Hangul (korean-loanwords.ts).
    const english = lang === 'ko' ? loanwordEnglish() : Promise.resolve(undefined);
    // Indonesian also the commonest of those words (round eleven).
    const common = lang === 'id' ? commonIndonesianWords() : Promise.resolve(undefined);
    s = Promise.all([Promise.all(DICTIONARIES[lang].map(dictionary)), analyser, list, english, common]).then(
      ([all, analyse, words, english, commonest]) => ({
        spell: (w: string) => all.some((d) => d.spell(w)),
        analyse,
        listed: words && ((w: string) => words.has(w)),
        english,
        common: commonest && ((w: string) => commonest.has(w)),
        // Whether Hunspell's verdict on a word is kept (round twelve: koCompound asks such a head first).
        kept: (w: string) => verdicts.has(`${lang}:${w}`),
      }),
    );
    s.catch(() => spellers.delete(lang)); // a failed load is tried again by the next check
    spellers.set(lang, s);
  }
  return s;
}

/** dictionaries/ko/sino-korean.txt.gz (scripts/sino-korean-list.ts), ~188k words; none when missing. */
async function sinoKoreanWords(): Promise<Set<string> | undefined> {
  const here = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dictionaries', 'ko');
  const dir = fs.existsSync(here) ? here : path.resolve('app/features/checks/dictionaries/ko');
  try {
    const text = zlib.gunzipSync(fs.readFileSync(path.join(dir, 'sino-korean.txt.gz'))).toString('utf8');
    return new Set(text.split('\n').filter(Boolean));
  } catch (error) {
    logger().warn({ err: error }, 'Sino-Korean word list not loaded: Korean spelling goes without it');
    return undefined;
  }
}

/**
 * The English words Korean loanwords are read back into: dictionary-en's stems that are among the common
 * words of @zxcvbn-ts/language-en (MIT; ~20k words, ~3 MB); none when they cannot be read.
 */
async function loanwordEnglish(): Promise<EnglishWords | undefined> {
  try {
    const { dictionary: lists } = await import('@zxcvbn-ts/language-en');
    const dic = fs.readFileSync(dictionaryFiles('en').dic, 'utf8');
    return englishWordsOf(dic, lists['commonWords-en'] as string[]);
  } catch (error) {
    logger().warn({ err: error }, 'English words not loaded: Korean loanwords are judged without them');
    return undefined;
  }
}

async function indonesianWords(): Promise<Set<string>> {
  const { dictionary } = await import('@zxcvbn-ts/language-id');
  return new Set((dictionary['wikipedia-id'] as string[]).map((w) => w.toLowerCase()));
}

/**
 * Keeps a verdict or suggestion, at most MAX_KEPT a map: when full, the oldest quarter goes (a Map keeps
 * insertion order), not all of it — clearing everything made the next check ask Hunspell about every word
 * of the answer again (~0.1 ms a Korean word) and judge its long words again (round eleven).
 */
/** How many of Indonesian Wikipedia's words, commonest first, count as common (see spelling.ts's judge). */
const COMMON_ID = 3_000;

/** The commonest words of Indonesian Wikipedia (@zxcvbn-ts/language-id lists them by frequency). */
async function commonIndonesianWords(): Promise<Set<string>> {
  const { dictionary } = await import('@zxcvbn-ts/language-id');
  return new Set((dictionary['wikipedia-id'] as string[]).slice(0, COMMON_ID).map((w) => w.toLowerCase()));
}

function keep<T>(map: Map<string, T>, key: string, value: T) {
  if (map.size >= MAX_KEPT) {
    let drop = MAX_KEPT / 4;
    for (const old of map.keys()) {
      if (drop-- <= 0) break;
      map.delete(old);
    }
  }
  map.set(key, value);
}

const SLICE_MS = 8;
/** Rejected words waiting for suggestions, in the order they were met. */
const waiting = new Map<string, { lang: CheckLang; word: string }>();
let search: { key: string; step(deadline: number): string[] | null } | undefined;
let slicing = false;
const settled: (() => void)[] = [];

/** One slice of the background suggestion work, then the next after any job that came in meanwhile. */
async function suggestSlice() {
  const deadline = performance.now() + SLICE_MS;
  while (performance.now() < deadline) {
    if (!search) {
      const next = waiting.entries().next();
      if (next.done) break;
      const [key, { lang, word }] = next.value;
      waiting.delete(key);
      const speller = await spellerFor(lang);
      search = { key, ...suggestionSearch(lang, word, (w) => correctIn(speller, lang, w)) };
    }
    const found = search.step(deadline);
    if (found) {
      keep(suggestions, search.key, found);
      search = undefined;
    }
  }
  if (waiting.size || search) setImmediate(() => void suggestSlice());
  else {
    slicing = false;
    for (const done of settled.splice(0)) done();
  }
}

function suggestLater(lang: CheckLang, word: string) {
  const key = `${lang}:${word}`;
  if (suggestions.has(key) || search?.key === key) return;
  if (waiting.size < 2_000) waiting.set(key, { lang, word });
  if (!slicing) {
    slicing = true;
    setImmediate(() => void suggestSlice());
  }
}

function correctIn(speller: Speller, lang: CheckLang, w: string): boolean {
  const key = `${lang}:${w}`;
  let v = verdicts.get(key);
  if (v === undefined) keep(verdicts, key, (v = speller.spell(w)));
  return v;
}

/** The dictionary's verdicts on `words`: each rejected word with the suggestions known so far. */
export async function spellInThread(job: SpellJob): Promise<SpellResult> {
  const t0 = performance.now();
  const speller = await spellerFor(job.lang);
  const loadMs = performance.now() - t0;
  const unknown: Record<string, string[]> = {};
  for (const word of job.words.slice(0, 2_000)) {
    // Judged once per word: a rejected word's judging (compound splits, the analyser, the words one
    // edit away) costs ~1–10 ms, and answers repeat their words from check to check.
    const key = `${job.lang}:${word}`;
    const correct = (w: string) => correctIn(speller, job.lang, w);
    // A kept misspelling conjugated (짜집기하지) is flagged unless Hunspell knows the whole word (예기하다).
    const kept = job.lang === 'ko' ? keptDerivedKo(word) : undefined;
    let ok = judged.get(key);
    if (ok === undefined)
      keep(judged, key, (ok = kept ? correct(word) : judge(job.lang, word, correct, speller)));
    if (ok) continue;
    if (kept) {
      unknown[word] = [kept];
      continue;
    }
    const s = suggestions.get(`${job.lang}:${word}`);
    if (!s) suggestLater(job.lang, word);
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
  // The protected spans once a check: the words to ask about and every check read them.
  const spans = protectedSpans(text, ctx.terms);
  const { unknown } = await spellInThread({ lang: ctx.lang, words: spellRequest(text, ctx, spans) });
  return runChecks(text, ctx, unknown, profile, spans);
}

/** Resolves once no suggestion is waiting. */
export function settleSuggestions(): Promise<void> {
  if (!slicing) return Promise.resolve();
  return new Promise((resolve) => settled.push(resolve));
}

const WARM_CHARS = 3_000;

/** The boot warm-up of one language: its dictionary loaded, the kept sample checked five times, then five times as a long answer. */
async function warmInThread(lang: CheckLang): Promise<{ loadMs: number; checkMs: number[] }> {
  const t0 = performance.now();
  await spellerFor(lang);
  const loadMs = performance.now() - t0;
  const { text, ctx, profile } = warmSample(lang);
  // Then as long as a long answer (~3,000 characters, the sample's sentences again): the rules and the
  // tracer run per sentence and per word, and V8 optimises what has run often, so five short checks left a
  // long answer's first checks 3–8 times slower than later ones (round eleven).
  const long = `${text} `.repeat(Math.ceil(WARM_CHARS / (text.length + 1))).trimEnd();
  const checkMs: number[] = [];
  for (const sample of [text, text, text, text, text, long, long, long, long, long]) {
    const t = performance.now();
    await checkInThread(sample, ctx, profile);
    checkMs.push(performance.now() - t);
  }
  return { loadMs, checkMs };
}

async function run(job: WorkerJob): Promise<unknown> {
  if (job.kind === 'warm') return warmInThread(job.lang);
  if (job.kind === 'check') return checkInThread(job.text, job.ctx, job.profile);
  if (job.kind === 'settle') return settleSuggestions().then(() => ({ settled: true }));
  return spellInThread(job);
}

parentPort?.on('message', async ({ id, payload }: { id: number; payload: WorkerJob }) => {
  try {
    parentPort!.postMessage({ id, result: await run(payload) });
  } catch (error) {
    parentPort!.postMessage({ id, result: { error: String(error) } });
  }
});
