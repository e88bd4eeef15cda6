// Cover-letter bench (npm run bench:coverletter [-- --plans] [-- --quote] [-- --set=heldout|tuning] [-- --no-stream]):
// 0. the answer-plan bench (bench/coverletter-plans.ts, ADR 0038), alone with --plans;
// 1. the quality bench (bench/coverletter-quality.ts) on the tuning set and, separately, on the held-out
//    set of bench/heldout/ — people no writer rule is written against (see its README);
//    WRITER_DIR=<writer directory> measures another writer, e.g. an older commit's checkout;
// 2. letters for every resume fixture, question intent and language with the built-in composer and with
//    the model adapter against the local fake model, checked as the app does (fitLength, then
//    checkLetter: unsupported names and figures, and sentences the checker could not trace);
// 3. how much the adapter adds to the time to first streamed byte over the fake model's first token,
//    alone and with 100 concurrent streams;
// 4. unless --no-stream: the production build, then the same through the app (bench/coverletter-stream.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkLetter, fitLength } from '../app/features/coverletters/writer/checker';
import { composeLetter, createComposer } from '../app/features/coverletters/writer/composer';
import { guardedModelWriter } from '../app/features/coverletters/writer/index.server';
import { createModelWriter } from '../app/features/coverletters/writer/model-writer.server';
import type {
  AiWriter,
  CoverLetterRequest,
  Lang,
  QuestionIntent,
  ResumeProfile,
} from '../app/integrations/ai/types';
import { startFakeOpenAi } from '../tests/fakes/openai-compatible';
import { printQuoted, runQualityBench } from './coverletter-quality';
import { runPlanBench } from './coverletter-plans';

const FIRST_TOKEN_MS = 200;
const SEEDS = [1, 2, 3];
const INTENTS: QuestionIntent[] = ['motivation', 'growth', 'strengths', 'goals', 'company'];
const DIR = path.resolve('tests/fixtures/resumes');
const resumes = fs
  .readdirSync(DIR)
  .sort()
  .map((f) => JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')) as ResumeProfile);

const requests: CoverLetterRequest[] = [];
let seed = 0;
for (const r of resumes)
  for (const lang of ['ko', 'en'] as Lang[])
    for (const intent of INTENTS)
      for (const _s of SEEDS)
        requests.push({
          lang,
          temperature: 0.7,
          minLetter: 300,
          maxLetter: 1000,
          question: { text: intent, type: 'GENERAL', intent },
          profile: { name: r.name, sections: r.sections },
          target: {
            companyName: lang === 'ko' ? '(주)한빛소프트' : 'Northwind Labs Inc.',
            postingTitle: lang === 'ko' ? '백엔드 개발자' : 'Backend Engineer',
            cultureTags: ['flat', 'learning'],
            industry: null,
          },
          culture:
            seed % 2
              ? { typeTitle: lang === 'ko' ? '꾸준한 실행가' : 'Steady Builder', strengths: [] }
              : null,
          seed: ++seed,
        });

// The fake model answers with the composer's letter for the same request; every fifth answer gets an
// invented sentence (a company, a school and numbers that are not in the profile) for the checker to find.
const INVENTED = {
  ko: ' 또한 (주)가나다랩에서 12명의 팀을 이끌며 매출을 35% 늘렸고, 서울대학교에서 특강을 했습니다.',
  en: ' I also led a team of 12 at Initech Inc. and raised revenue by 35%, after teaching at Stanford University.',
};
const answers = new Map(
  requests.map((r, i) => [r.seed, composeLetter(r) + (i % 5 === 4 ? INVENTED[r.lang as 'ko' | 'en'] : '')]),
);

type Stats = {
  letters: number;
  within: number;
  language: number;
  unsupported: string[];
  sentences: number;
  untraced: number;
  ms: number;
};

async function run(writer: AiWriter): Promise<Stats> {
  const stats: Stats = {
    letters: 0,
    within: 0,
    language: 0,
    unsupported: [],
    sentences: 0,
    untraced: 0,
    ms: 0,
  };
  const start = performance.now();
  for (const req of requests) {
    let text = '';
    for await (const chunk of writer.streamCoverLetter(req)) text += chunk;
    const check = checkLetter(fitLength(text, req.minLetter, req.maxLetter), req);
    stats.letters++;
    if (check.withinLength) stats.within++;
    if (check.languageOk) stats.language++;
    stats.unsupported.push(...check.unsupported);
    stats.sentences += check.sentences.length;
    stats.untraced += check.untraced;
  }
  stats.ms = (performance.now() - start) / requests.length;
  return stats;
}

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const row = (cells: (string | number)[], widths: number[]) =>
  cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');

/** Added ms from the fake's first token to the first chunk the consumer sees, for each stream. */
async function firstByte(
  model: AiWriter,
  fake: Awaited<ReturnType<typeof startFakeOpenAi>>,
  reqs: CoverLetterRequest[],
) {
  const seen = new Map<number, number>();
  await Promise.all(
    reqs.map(async (req) => {
      for await (const _c of model.streamCoverLetter(req)) {
        if (!seen.has(req.seed)) seen.set(req.seed, performance.now());
      }
    }),
  );
  return reqs.map((req) => {
    const rec = fake.requests.find((r) => r.body.seed === req.seed);
    return seen.get(req.seed)! - rec!.firstTokenAt!;
  });
}

/** The same measurement with a bare fetch and no SDK: what the loopback and the event loop cost. */
async function rawFirstByte(url: string, fake: Awaited<ReturnType<typeof startFakeOpenAi>>, seed: number) {
  const res = await fetch(`${url}/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ model: 'raw', stream: true, seed, messages: [{ role: 'user', content: 'hi' }] }),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    if (/"content":"[^"]/.test(buffer)) break;
  }
  const at = performance.now();
  await reader.cancel();
  return at - fake.requests.find((r) => r.body.seed === seed)!.firstTokenAt!;
}

async function main() {
  // The answer-plan bench (ADR 0038) first; `--plans` runs it alone.
  runPlanBench(process.argv.includes('--quote'));
  if (process.argv.includes('--plans')) return;
  const set = process.argv.find((a) => a.startsWith('--set='))?.slice(6) as 'tuning' | 'heldout' | undefined;
  const all = await runQualityBench({ sets: set ? [set] : undefined });
  if (process.argv.includes('--quote')) printQuoted(all);
  const fake = await startFakeOpenAi({ text: (body) => answers.get(body.seed ?? 0) ?? '', chunkWords: 2 });
  const model = guardedModelWriter(
    createModelWriter({ baseURL: fake.url, model: 'fake-model', maxRetries: 0 }),
  );
  const builtin = await run(createComposer({ delayMs: 0 }));
  const viaModel = await run(model);

  console.log(
    `\nCover letters: ${resumes.length} resumes × ${INTENTS.length} intents × 2 languages × ${SEEDS.length} seeds = ${requests.length} letters per writer (300–1000 characters, temperature 0.7)`,
  );
  console.log(
    'Fake model: answers with the composer’s letter; every 5th answer has one invented sentence.\n',
  );
  const w = [28, 8, 14, 15, 12, 10, 12];
  console.log(
    row(['writer', 'letters', 'within length', 'right language', 'unsupported', 'untraced', 'ms/letter'], w),
  );
  console.log(
    row(
      w.map((n) => '-'.repeat(n)),
      w,
    ),
  );
  for (const [name, s] of [
    ['built-in composer (delay 0)', builtin],
    ['model adapter + fake model', viaModel],
  ] as const) {
    console.log(
      row(
        [
          name,
          s.letters,
          pct(s.within, s.letters),
          pct(s.language, s.letters),
          s.unsupported.length,
          pct(s.untraced, s.sentences),
          s.ms.toFixed(2),
        ],
        w,
      ),
    );
  }
  for (const [name, s] of [
    ['built-in composer', builtin],
    ['model adapter', viaModel],
  ] as const) {
    const counts = new Map<string, number>();
    for (const u of s.unsupported) counts.set(u, (counts.get(u) ?? 0) + 1);
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(
      `  unsupported found (${name}): ${top.length ? top.map(([u, n]) => `${u} ×${n}`).join(', ') : 'none'}`,
    );
  }

  // Time to first byte.
  fake.configure({
    text: answers.get(1)!,
    firstTokenDelayMs: FIRST_TOKEN_MS,
    chunkWords: 2,
    chunkDelayMs: 5,
  });
  const base = 100_000;
  const one = (n: number) => ({ ...requests[n % requests.length], seed: base + n });
  await firstByte(model, fake, [one(0)]); // warm-up
  const single: number[] = [];
  for (let i = 1; i <= 20; i++) single.push(...(await firstByte(model, fake, [one(i)])));
  const raw: number[] = [];
  for (let i = 0; i < 20; i++) raw.push(await rawFirstByte(fake.url, fake, base + 500 + i));
  const rawConcurrent = await Promise.all(
    Array.from({ length: 100 }, (_, i) => rawFirstByte(fake.url, fake, base + 600 + i)),
  );
  const concurrent = await firstByte(
    model,
    fake,
    Array.from({ length: 100 }, (_, i) => one(1000 + i)),
  );
  await fake.close();

  console.log(
    `\nTime to first streamed byte: added ms after the fake model’s first token (first token after ${FIRST_TOKEN_MS} ms)\n`,
  );
  const t = [40, 10, 10, 10];
  console.log(row(['case', 'p50 ms', 'p95 ms', 'max ms'], t));
  console.log(row(['-'.repeat(40), '-'.repeat(10), '-'.repeat(10), '-'.repeat(10)], t));
  for (const [name, xs] of [
    ['raw fetch, no SDK (20 × 1 stream)', raw],
    ['adapter, 1 stream (20 runs)', single],
    ['raw fetch, no SDK, 100 concurrent', rawConcurrent],
    ['adapter, 100 concurrent streams', concurrent],
  ] as const) {
    console.log(
      row([name, quantile(xs, 0.5).toFixed(2), quantile(xs, 0.95).toFixed(2), Math.max(...xs).toFixed(2)], t),
    );
  }
  console.log('');
  if (!process.argv.includes('--no-stream')) {
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
    execFileSync('npx', ['tsx', 'bench/coverletter-stream.ts'], { stdio: 'inherit' });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
