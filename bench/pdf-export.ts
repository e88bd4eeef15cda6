// PDF export bench (`npx tsx bench/pdf-export.ts`; run `npm run build` first to measure the built worker
// that production runs, else the source worker runs through tsx): renders every resume fixture
// (tests/fixtures/resumes/*.json) and a Korean cover-letter set with CONCURRENCY renders in flight for
// BENCH_SECONDS each, first on the calling thread (the reference: what the download route did before
// the render pool), then through the PDF render pool (PDF_EXPORT_WORKERS workers, default 2). Prints
// renders per second and the event loop's delay while rendering (max and p99, from
// perf_hooks.monitorEventLoopDelay): the delay is what every other request on the instance waits. A
// first row measures the delay with nothing rendering, the machine's own share (a loaded machine sets
// the thread aside now and then whatever it runs). A last line times one whole application (issue 25:
// ten questions with 1,500-character answers) as a PDF through the pool and as a DOCX. Not part of npm test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { renderApplicationDocx } from '../app/integrations/docx/application-docx.server';
import { renderPdfInThread, type PdfJob } from '../app/integrations/pdf/render-in-thread';
import { PDF_RENDER_WORKER, renderPdf, resetPdfRenderPool } from '../app/integrations/pdf/render-pool.server';
import { env } from '../app/lib/env.server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 3);
const BUILT_WORKER = path.resolve('build/server/pdf-render-worker.js');

const FIXTURES = path.resolve('tests/fixtures/resumes');
const jobs: PdfJob[] = fs
  .readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => {
    const { lang, layout, ...resume } = JSON.parse(fs.readFileSync(path.join(FIXTURES, f), 'utf8'));
    return { kind: 'resume', resume, options: { lang, layout } } as PdfJob;
  });
jobs.push({
  kind: 'coverletters',
  letters: {
    title: '김하늘 백엔드 이력서',
    groups: ['지원 동기를 작성해 주세요.', '입사 후 포부를 작성해 주세요.'].map((questionName, i) => ({
      questionName,
      letters: [
        {
          content: '저는 결제와 정산 도메인에서 5년 동안 서버를 만들었습니다. '.repeat(20 + i * 10),
          stamp: '2026.11.22 10:00:00',
        },
      ],
    })),
  },
});

type Result = {
  renders: number;
  perSecond: number;
  maxDelayMs: number;
  p99DelayMs: number;
  meanMs: number;
  cpuMs: number;
};

/** CONCURRENCY loops render the jobs in turn for SECONDS while the event loop's delay is sampled. */
async function measure(render: (job: PdfJob) => Promise<Buffer>): Promise<Result> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  // The sampling timer starts on the next turn of the loop: a block begun before it would go unseen.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const until = performance.now() + SECONDS * 1000;
  let renders = 0;
  let next = 0;
  let busyMs = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const job = jobs[next++ % jobs.length];
        const started = performance.now();
        const pdf = await render(job);
        if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('not a PDF');
        busyMs += performance.now() - started;
        renders++;
        // Requests arrive through I/O: let the loop turn between one render and the next, as it would.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0); // every thread of the process: the request thread and the workers
  await new Promise((resolve) => setTimeout(resolve, 20));
  histogram.disable();
  return {
    renders,
    perSecond: renders / elapsed,
    maxDelayMs: histogram.max / 1e6,
    p99DelayMs: histogram.percentile(99) / 1e6,
    meanMs: busyMs / Math.max(1, renders),
    cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, renders),
  };
}

const built = fs.existsSync(BUILT_WORKER);
const workers = env().PDF_EXPORT_WORKERS;
await resetPdfRenderPool(built ? { file: pathToFileURL(BUILT_WORKER) } : {});
const workerLabel = built
  ? path.relative(process.cwd(), BUILT_WORKER)
  : path.relative(process.cwd(), fileURLToPath(PDF_RENDER_WORKER));

console.log(
  `PDF export: ${jobs.length} documents (${jobs.length - 1} resumes, 1 cover-letter set), ${CONCURRENCY} in flight, ${SECONDS} s each, ${os.cpus().length} CPUs`,
);
// Warm both paths (modules, fonts, JIT; the pool's threads) before measuring: every document twice
// on the calling thread, and twice through each worker.
for (let round = 0; round < 2; round++) for (const job of jobs) await renderPdfInThread(job);
for (let round = 0; round < 2; round++)
  for (const job of jobs) await Promise.all(Array.from({ length: workers }, () => renderPdf(job)));

/** The event loop's delay with nothing rendering: what the machine's own load costs (the floor of both). */
async function idle(): Promise<Result> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  await new Promise((resolve) => setTimeout(resolve, Math.min(5, SECONDS) * 1000));
  histogram.disable();
  const none = { renders: 0, perSecond: 0, meanMs: 0, cpuMs: 0 };
  return { ...none, maxDelayMs: histogram.max / 1e6, p99DelayMs: histogram.percentile(99) / 1e6 };
}

const quiet = await idle();
const reference = await measure(renderPdfInThread);
const pool = await measure(renderPdf);

const columns = ['renders/s', 'ms/render', 'CPU ms/render', 'max delay ms', 'p99 delay ms'];
const row = (name: string, values: string[]) =>
  name.padEnd(34) + values.map((v, i) => v.padStart(columns[i].length + 2)).join('');
const figures = (r: Result) => [
  r.perSecond.toFixed(2),
  r.meanMs.toFixed(0),
  r.cpuMs.toFixed(0),
  r.maxDelayMs.toFixed(1),
  r.p99DelayMs.toFixed(1),
];
console.log(row('path', columns));
console.log(row('nothing rendering (the machine)', ['-', '-', '-', ...figures(quiet).slice(3)]));
console.log(row('in the request thread (reference)', figures(reference)));
console.log(row(`render pool, ${workers} workers`, figures(pool)));
console.log(
  `worker: ${workerLabel}; load average ${os.loadavg()[0].toFixed(1)}; pool renders/s ${((pool.perSecond / reference.perSecond) * 100).toFixed(0)} % of the reference; max event-loop delay ${reference.maxDelayMs.toFixed(0)} → ${pool.maxDelayMs.toFixed(0)} ms`,
);

// One whole application (issue 25 item 7): ten questions with 1,500-character Korean answers, one at a
// time, as a PDF through the pool and as a DOCX on the calling thread (what the export routes do).
const answer = '저는 결제와 정산 도메인에서 5년 동안 서버를 만들었습니다. '.repeat(60).slice(0, 1500);
const application = {
  lang: 'ko',
  title: '한빛전자 지원서',
  facts: [
    { label: '회사', value: '한빛전자' },
    { label: '마감일', value: '2027.03.05' },
    { label: '지원 상태', value: '준비 중' },
  ],
  questions: Array.from({ length: 10 }, (_, i) => ({
    heading: `${i + 1}. 지원 동기와 입사 후 포부를 작성해 주세요.`,
    limit: '제한 1,500자 (공백 포함)',
    answer,
    count: '1,500 / 1,500자 (공백 포함)',
    over: null,
  })),
  noAnswer: '아직 답변이 없습니다.',
};
const ROUNDS = 5;
/** Wall and CPU (every thread of the process) milliseconds per render, one render at a time. */
const timed = async (render: () => Promise<Buffer>) => {
  await render();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < ROUNDS; i++) await render();
  const cpu = process.cpuUsage(cpu0);
  const ms = (performance.now() - t0) / ROUNDS;
  return `${ms.toFixed(0)} ms (CPU ${((cpu.user + cpu.system) / 1000 / ROUNDS).toFixed(0)} ms)`;
};
const applicationPdf = await timed(() => renderPdf({ kind: 'application', application }));
const applicationDocx = await timed(() => renderApplicationDocx(application));
console.log(
  `one application (10 questions × 1,500 characters), mean of ${ROUNDS} one at a time: PDF ${applicationPdf} through the pool, DOCX ${applicationDocx} on the calling thread`,
);
await resetPdfRenderPool().then((p) => p.close());
