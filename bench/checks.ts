// Answer-check bench (npm run bench:checks; issue 36):
// 1. the planted test sets (app/features/checks/planted/): recall per check and false alarms, on the tuned
//    two thirds and, separately, on the held-out third;
// 2. checking a 3,000-character Korean answer (and an English one) as the app does: every check in the
//    check thread (speller.server.ts), suggestions worked out in the background by the suggestion thread; median and slowest of 20 runs after the
//    dictionary loaded, with a fresh answer each run (no kept verdicts), and the event loop's longest stall.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { koOps, enAnalyst, idFinance } from '../app/features/coverletters/writer/__fixtures__/resumes';
import { EN_CASES } from '../app/features/checks/planted/en';
import { ID_CASES } from '../app/features/checks/planted/id';
import { KO_CASES } from '../app/features/checks/planted/ko';
import { formatTally, measurePlanted } from '../app/features/checks/planted/measure';
import { checkInWorker, closeSpeller, spell } from '../app/features/checks/speller.server';
import { termsOf } from '../app/features/checks/terms';
import type { CheckLang } from '../app/features/checks/types';

const sets = [
  ['ko', KO_CASES, koOps, '한빛물류'],
  ['en', EN_CASES, enAnalyst, 'Northwind Labs'],
  ['id', ID_CASES, idFinance, 'PT Mitra Niaga'],
] as const;

console.log('== Planted sets (recall per check; false alarms) ==');
for (const [lang, cases, profile, company] of sets) {
  console.log(
    formatTally(
      `${lang} · tuned (${cases.filter((c) => !c.heldOut).length} answers)`,
      await measurePlanted(
        cases.filter((c) => !c.heldOut),
        lang,
        profile,
        company,
      ),
    ),
  );
  console.log(
    formatTally(
      `${lang} · held out (${cases.filter((c) => c.heldOut).length} answers)`,
      await measurePlanted(
        cases.filter((c) => c.heldOut),
        lang,
        profile,
        company,
      ),
    ),
  );
}

/** A 3,000-character answer of the set's texts; `salt` makes each run's words new to the speller. */
function answerOf(lang: CheckLang, salt: number): string {
  const texts = sets.find((s) => s[0] === lang)![1].map((c) => c.text);
  let out = '';
  for (let i = 0; out.length < 3000; i++)
    out += texts[i % texts.length] + (lang === 'ko' ? ` 가나${salt}다라. ` : ` zq${salt}x. `);
  return out.slice(0, 3000);
}

console.log('\n== Checking one 3,000-character answer (worker-thread dictionary, 20 runs) ==');
const delay = monitorEventLoopDelay({ resolution: 5 });
for (const [lang, , profile, company] of sets.slice(0, 2)) {
  const t0 = performance.now();
  await spell(lang, ['warm'], 120_000);
  const load = performance.now() - t0;
  const { terms, schools } = termsOf(profile, [company]);
  const times: number[] = [];
  for (let run = 0; run < 21; run++) {
    // The first run also starts the suggestion thread: timed apart from the rest.
    if (run === 1) delay.enable();
    const text = answerOf(lang, run);
    const ctx = {
      lang,
      blind: true,
      terms,
      schools,
      otherAnswers: [],
      question: { text: 'Why do you want to join us?', maxLength: 3000, limitType: 'with-spaces' as const },
    };
    const start = performance.now();
    const report = await checkInWorker(text, ctx, profile);
    if (run > 0) times.push(performance.now() - start);
    else
      console.log(
        `${lang}: first check (starts the suggestion thread) ${(performance.now() - start).toFixed(1)} ms`,
      );
    if (!report) throw new Error('The check thread did not answer');
  }
  delay.disable();
  times.sort((a, b) => a - b);
  console.log(
    `${lang}: dictionary load ${load.toFixed(0)} ms (once per process, worker thread); check median ${times[10].toFixed(1)} ms, slowest ${times[19].toFixed(1)} ms (${times.length} runs, 3,000 chars)`,
  );
}
console.log(
  `event loop: longest stall during the checks ${(delay.max / 1e6).toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms (machine load ${(await import('node:os')).loadavg()[0].toFixed(1)} on ${(await import('node:os')).cpus().length} cores)`,
);
await closeSpeller();
