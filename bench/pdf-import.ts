// npm run bench:pdf-import: reads resumes back from PDF and compares them with their ground truth,
// field by field, for two sets:
// - ours: every fixture in tests/fixtures/resumes/*.json rendered to PDF with renderResumePdf;
// - third-party: the hand-written resumes in layouts our exporter does not make
//   (tests/fixtures/resumes-third-party/*.html: Word/HWP tables, one and two columns, dates left,
//   right and inline, Indonesian CVs and DRH) printed to PDF with Chromium, each with its ground
//   truth beside it (same name, .json);
// - held-out: layouts of the same kinds written first and set aside (tests/fixtures/resumes-held-out/):
//   no parser rule is written against them, so their score says how the import does on a layout it
//   has never seen. Reported apart;
// - held-out-2: a second held-apart set (tests/fixtures/resumes-held-out-2/), written before the
//   rules of issue 37's second round, after the first set had been looked at. Reported apart;
// - held-out-3: a third held-apart set (tests/fixtures/resumes-held-out-3/), written and committed
//   before the rules of issue 37's third round, after the second set had been looked at (its README
//   states the ground-truth conventions). Reported apart;
// - held-out-4: a fourth held-apart set (tests/fixtures/resumes-held-out-4/), written by the lead
//   during the third round in fonts and kinds no earlier set holds, read by the bench only once the
//   round's rules were done. Reported apart;
// - held-out-5: a fifth held-apart set (tests/fixtures/resumes-held-out-5/), written and committed
//   before the rules of issue 37's fourth round (a wrapping narrow date column, a Word-like table
//   이력서, a two-page English resume with a running header, an Indonesian CV with a photo box and
//   Pengalaman Organisasi, a Korean 신입 resume with 대외활동/교육이수). Seen since its blind run
//   (round 5 reads its misses);
// - held-out-6: a sixth held-apart set (tests/fixtures/resumes-held-out-6/), written and committed
//   before the rules of issue 37's fifth round (icons before headings in Pretendard, a skills sidebar on
//   the right, a 경력기술서 with a project table per job, an Indonesian two-column CV with a photo on the
//   left, a 자기소개 + 이력 one-pager with tab-aligned dates). Its one blind run (`-- --blind`, at the end of
//   round 5: F1 0.767) is recorded in its README; seen since round 6 (its rules were made on development
//   layouts of the two kinds it showed unread);
// - held-out-7: a seventh held-apart set (tests/fixtures/resumes-held-out-7/), written and committed in
//   round 6 after that round's rules and before any later one (a Word-like 입사지원서 form with a photo cell,
//   an English one-pager with dates left in Liberation Serif, an Indonesian CV with ruled tables, a
//   two-page NanumSquare resume with labelled projects). Its one blind run (`-- --blind`, at the end of
//   round 6: F1 0.926) is recorded in its README; seen since;
// - held-out-8: an eighth held-apart set (tests/fixtures/resumes-held-out-8/), written and committed by a
//   helper that writes no rules, before the next round's rules (a Word document exported to PDF by
//   LibreOffice, committed as its .docx and .pdf and read as it is; a table 이력서 with merged side labels
//   in NanumGothicCoding; an Indonesian CV with banded titles and dates right; an English resume with
//   bracketed titles and glyph bullets; a two-column Korean resume with the sidebar on the right). Its one
//   blind run (`-- --blind`, at the end of issue 37 round 7: F1 0.880) is recorded in its README; seen since.
// - held-out-9: a ninth held-apart set (tests/fixtures/resumes-held-out-9/), written and committed by a
//   helper that writes no rules, before the next round's rules (a 고용노동부 표준 이력서 form with 병역 and 보훈
//   rows; a Word document with list numbering and tab-aligned dates exported by LibreOffice, committed as its
//   .docx and .pdf; an English two-column resume with the sidebar left and a timeline in DejaVu Sans
//   Condensed; an Indonesian DRH with a photo box and Riwayat Organisasi; a plain-text resume in Liberation
//   Mono). Its one blind run (`-- --blind`, at the end of issue 37 round 8: F1 0.716) is recorded in its
//   README; seen since.
// - held-out-10: a tenth held-apart set (tests/fixtures/resumes-held-out-10/), written and committed by a
//   helper that writes no rules, before the next round's rules (a Korean web-builder resume in Noto Sans KR
//   with cards, skill bars and icon labels, two pages with a 자기소개서; a traditional 이력서 form with 학력,
//   경력, 자격, 어학 and 상벌 in one table whose year and month are separate columns, 입사/퇴사 and 입학/졸업 on
//   their own rows; a Word document laid out as a borderless table with the section labels in its left
//   column, exported by LibreOffice and committed as its .docx and .pdf; an English resume with a header
//   band, contact icons and small-caps dates in a right column beside two-line job titles; an Indonesian CV
//   in Pretendard with the city right under the period and "Jan 2020 – Sekarang"). Its one blind run
//   (`-- --blind`, at the end of issue 37 round 9: F1 0.681) is recorded in its README; seen since.
// - held-out-11: an eleventh held-apart set (tests/fixtures/resumes-held-out-11/), written and committed by a
//   helper that writes no rules, before the next round's rules (a Korean 이력서 as a job portal prints it, with
//   희망근무조건 and 경력 요약 tables and grids for 학력, 자격증, 어학 and 수상; a 한글-typed 이력서 of numbered sections
//   of "항목 : 내용" lines with "YYYY. M." dates in NanumMyeongjo; an English Europass CV with the labels and periods
//   in a left column and a CEFR language grid; an Indonesian one-column "CV ATS" in Liberation Serif with full
//   month names; a Korean Notion page export with columns, toggles, inline-code chips and tables). Its one
//   blind run (`-- --blind`, at the end of issue 37 round 11: F1 0.551) is recorded in its README; seen since.
// - held-out-12: a twelfth held-apart set (tests/fixtures/resumes-held-out-12/), written and committed by a
//   helper that writes no rules, before the next round's rules: new instances of the common kinds (a Korean
//   표 이력서 form in NanumGothic with a photo cell merged over the 인적사항 rows and 입사/퇴사 under a merged
//   근무기간 header; a Korean one-column web-builder resume in Pretendard with drawn square bullets and the
//   dates right; a Korean two-column resume in Noto Sans KR with a dark sidebar left and a timeline; an
//   English one-page Word-classic resume in Liberation Serif, education first, city and dates right; an
//   Indonesian Canva-style CV in DejaVu Sans with a header band and years-only periods left). Its one
//   blind run (`-- --blind`, at the end of issue 37 round 13: F1 0.778) is recorded in its README; seen since.
// - held-out-13: a thirteenth held-apart set (tests/fixtures/resumes-held-out-13/), written and committed by a
//   helper that writes no rules, before the next round's rules: new instances of the common kinds (a Korean
//   입사지원서 form in NanumBarunGothic with the photo cell right, a 병역 row and a 자기소개서 page; a Korean
//   Google Docs one-column resume with the dates at a right tab stop as "2021년 3월 – 현재"; a Korean job-portal
//   export in NanumSquareRound, cards and a timeline with durations under the periods; an English two-column
//   online-builder resume in Pretendard with the sidebar right and "Title, Company, City" lines; an Indonesian
//   "CV ATS" in Liberation Sans with short Indonesian months in a left column). Its one blind run
//   (`-- --blind`, after issue 37 round 14: F1 0.836) is recorded in its README; seen since.
// - held-out-14: a fourteenth held-apart set (tests/fixtures/resumes-held-out-14/), written and committed by a
//   helper that writes no rules, before the next round's rules: new instances of the common kinds (a Korean
//   public-institution NCS blind-hiring 입사지원서 in NanumSquare with 교육사항 and 경험사항 grids, full-day dates and no
//   school; a Korean design-tool two-column resume in Noto Sans KR Light/Black with a coral sidebar left and the
//   period and duration in brackets after the company; a Korean 경력기술서 typed in Word (NanumGothic) with a summary
//   grid and numbered projects under each company; an English LaTeX moderncv-like CV in Liberation Sans Narrow with
//   MM/YYYY dates in a left column and a Ph.D.; an Indonesian job-portal profile export in Pretendard with cards,
//   full month names and durations). Its one blind run (`-- --blind`, after issue 37 round 15: F1 0.654) is
//   recorded in its README; seen since.
// - held-out-15: a fifteenth held-apart set (tests/fixtures/resumes-held-out-15/), written and committed by a
//   helper that writes no rules, before the next round's rules: five new instances of common kinds (three Korean,
//   one English, one Indonesian), described in its README, which helpers tuning the parser do not open before its
//   one blind run. Its one blind run (2026-11-30 16:04 UTC, after issue 37 round 17: F1 0.767) is recorded in
//   its README; seen since.
// - held-out-16: a sixteenth held-apart set (tests/fixtures/resumes-held-out-16/), written by a helper that writes
//   no parser rules. Its one blind run (2026-11-30 19:42 UTC, after issue 37 round 19: F1 0.804) is recorded in
//   its README; seen since.
// - held-out-17: a seventeenth held-apart set (tests/fixtures/resumes-held-out-17/), written and committed on
//   2026-11-30 (21:38-21:43 UTC) by a helper that writes no parser rules, before the round's rules: five new
//   instances of common kinds, described in its README. Its one blind run (2026-11-30 22:40 UTC, after issue 37
//   round 21: F1 0.687) is recorded in its README; seen since.
// - held-out-18: an eighteenth held-apart set (tests/fixtures/resumes-held-out-18/), written and committed on
//   2026-12-01 (01:08-01:11 UTC) by a helper that writes no parser rules, before the round's rules: five new
//   instances of common kinds, described in its README. Its one blind run (2026-12-01 01:47 UTC, after issue 37
//   round 23: F1 0.772) is recorded in its README; seen since.
// - held-out-19: a nineteenth held-apart set (tests/fixtures/resumes-held-out-19/), written and committed on
//   2026-12-01 (04:40-04:45 UTC) by a helper that writes no parser rules, before the round's rules: five new
//   instances of common kinds, described in its README. Its one blind run (2026-12-01 05:42 UTC, after issue 37
//   round 26: F1 0.812) is recorded in its README; seen since.
// - held-out-20: a twentieth held-apart set (tests/fixtures/resumes-held-out-20/), written and committed on
//   2026-12-01 (10:46-10:54 UTC) by a helper that writes no parser rules, before round 28's rules: five new
//   instances of common kinds, described in its README. Its one blind run (2026-12-02 02:58 UTC, after issue 37
//   round 29: F1 0.846) is recorded in its README; seen since.
// - held-out-21: a twenty-first held-apart set (tests/fixtures/resumes-held-out-21/), written and committed on
//   2026-12-02 (02:57-03:05 UTC) by a helper that writes no parser rules, before round 30's rules: five new
//   instances of common kinds (two in Noto CJK, which Chromium prints as Type3 fonts with no font names),
//   described in its README. Its one blind run (2026-12-02 04:21 UTC, after issue 37 round 30: F1 0.869) is
//   recorded in its README; seen since.
// - held-out-22: a twenty-second held-apart set (tests/fixtures/resumes-held-out-22/), written and committed on
//   2026-12-02 (07:24-07:29 UTC) by a helper that writes no parser rules, before round 32's rules: five new
//   instances of common kinds, described in its README. Its one blind run (2026-12-02 08:40 UTC, after issue 37
//   round 32: F1 0.857) is recorded in its README; seen since.
// - held-out-23: a twenty-third held-apart set (tests/fixtures/resumes-held-out-23/), written and committed on
//   2026-12-02 (13:43-13:50 UTC) by a helper that writes no parser rules, before round 34's rules: five new
//   instances of common kinds (the portal print in Noto CJK, printed as Type3 fonts), described in its README.
//   Its one blind run (2026-12-02 14:37 UTC, after issue 37 round 34: F1 0.886) is recorded in its README; seen
//   since.
// - held-out-24: a twenty-fourth held-apart set (tests/fixtures/resumes-held-out-24/), written and committed on
//   2026-12-02 (14:45-14:50 UTC) by a helper that writes no parser rules, before round 35's rules: five new
//   instances of common kinds, described in its README. Its one blind run (2026-12-02 15:27 UTC, after issue 37
//   round 35: F1 0.900) is recorded in its README; seen since.
// - held-out-25: a twenty-fifth held-apart set (tests/fixtures/resumes-held-out-25/), written and committed on
//   2026-12-02 (17:22-17:27 UTC) by a helper that writes no parser rules, before round 36's rules: five new
//   instances of common kinds, described in its README. Its one blind run (2026-12-02 18:16 UTC, after issue 37
//   round 36: F1 0.835) is recorded in its README; seen since.
// - held-out-26: a twenty-sixth held-apart set (tests/fixtures/resumes-held-out-26/), written and committed on
//   2026-12-02 (18:18-18:24 UTC) by a helper that writes no parser rules, before round 37's rules: five new
//   instances of common kinds (the portal print in Noto Sans CJK, printed as Type3 fonts), described in its
//   README. Its one blind run (2026-12-02 18:59 UTC, after issue 37 round 37: F1 0.925) is recorded in its
//   README; seen since.
// A set's layout committed as a .pdf beside its .json (made by another program) is read as it is,
// not printed.
// Also the upload time of a two-page resume: reading the PDF (worker pool) and parsing it, cold and warm.
// Each PDF is read with extractPdfText and parseResumeText. Prints precision, recall and F1 per
// fixture, per layout, per field and overall for each set, and the time each step takes.
// `-- --verbose` also lists every wrong or missing value of the development sets and of the held-out
// sets already seen (SEEN); a blind held-out set's misses are only counted, never listed. `-- --only=<set>`
// reads one set alone (`--only=held-out-20 --blind` is a round's blind run). Not part of npm test.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { extractPdfText } from '../app/features/profiles/pdf-import/extract.server';
import { parseResumeText } from '../app/features/profiles/pdf-import/parse';
import { renderResumePdf, type ResumeLang } from '../app/integrations/pdf/resume-pdf.server';
import { htmlFilesToPdf } from './html-to-pdf';
import { add, compare, empty, f1, ms, pct, table, type Expected, type Tally } from './pdf-import-score';

type OwnFixture = Expected & { lang: ResumeLang; layout: 'single' | 'two-column'; intro?: string | null };
type Fixture = Expected & { lang: string; layout: string };
type Run = { set: string; file: string; fixture: Fixture; pdf: Uint8Array; renderMs: number };
type Result = Run & { extractMs: number; parseMs: number; total: Tally; fields: Map<string, Tally> };

const OWN = path.resolve('tests/fixtures/resumes');
const THIRD_PARTY = path.resolve('tests/fixtures/resumes-third-party');
/** The held-apart sets, oldest first: `held-out`, `held-out-2` … (each in tests/fixtures/resumes-<set>/). */
const HELD_OUT_SETS = ['held-out', ...Array.from({ length: 25 }, (_, i) => `held-out-${i + 2}`)];
const isHeldOut = (set: string) => set.startsWith('held-out');
/**
 * Held-apart sets not yet run: the bench leaves them out unless `-- --blind` is given, so that working on
 * the parser never shows their figures; the round's last run passes it once and records the figure.
 */
const BLIND = new Set<string>([]);
/**
 * Held-apart sets whose first (blind) run is recorded in their README and that rules have since been
 * written against: their misses may be listed with --verbose. A set joins this list only after its
 * blind figure is written down (in its README); a new set is written before a blind figure is quoted.
 */
const SEEN = new Set(HELD_OUT_SETS.filter((set) => !BLIND.has(set)));
const withBlind = process.argv.includes('--blind');
/** The F1 every layout and the held-out set must reach (issue 24). */
const TARGET = 0.95;
const verbose = process.argv.includes('--verbose');
/** `-- --only=<set>` (ours, third-party, held-out-N): read that set alone (a round's blind run, a quick look). */
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);

const jsonFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
const readFixture = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

async function ownRuns(): Promise<Run[]> {
  const runs: Run[] = [];
  if (only && only !== 'ours') return runs;
  for (const file of jsonFiles(OWN)) {
    const fixture = readFixture<OwnFixture>(path.join(OWN, file));
    const t0 = performance.now();
    const pdf = await renderResumePdf(fixture, { lang: fixture.lang, layout: fixture.layout });
    runs.push({ set: 'ours', file, fixture, pdf, renderMs: performance.now() - t0 });
  }
  return runs;
}

async function printedRuns(set: string, dir: string): Promise<Run[]> {
  if (only && only !== set) return [];
  if (BLIND.has(set) && !withBlind) {
    console.log(`${set}: held apart, left out (its one run is \`npm run bench:pdf-import -- --blind\`)`);
    return [];
  }
  const files = jsonFiles(dir);
  // A layout made by another program (a Word document exported by LibreOffice) is committed as its PDF
  // beside its source and ground truth: it is read as it is; every other layout is printed from its .html.
  const committedPdf = (f: string) => path.join(dir, f.replace(/\.json$/, '.pdf'));
  const printed = files.filter((f) => !fs.existsSync(committedPdf(f)));
  const t0 = performance.now();
  const pdfs = await htmlFilesToPdf(printed.map((f) => path.join(dir, f.replace(/\.json$/, '.html'))));
  // One browser prints them all: the time shown is the average.
  const each = (performance.now() - t0) / Math.max(1, printed.length);
  return files.map((file) => {
    const i = printed.indexOf(file);
    return {
      set,
      file,
      fixture: readFixture<Fixture>(path.join(dir, file)),
      pdf: i >= 0 ? pdfs[i] : new Uint8Array(fs.readFileSync(committedPdf(file))),
      renderMs: i >= 0 ? each : 0,
    };
  });
}

/** Pages of a PDF as Chromium writes it (one /Type /Page object each). */
const pageCount = (pdf: Uint8Array) =>
  Buffer.from(pdf)
    .toString('latin1')
    .match(/\/Type\s*\/Page\b/g)?.length ?? 0;

async function importBack(run: Run): Promise<Result> {
  const t0 = performance.now();
  const text = await extractPdfText(run.pdf);
  const t1 = performance.now();
  const parsed = parseResumeText(text);
  const t2 = performance.now();
  const { tallies, misses } = compare(run.fixture, parsed.name, parsed.sections);
  const total = empty();
  for (const t of tallies.values()) add(total, t);
  if (verbose && misses.length > 0) {
    console.log(`\n${run.set}/${run.file}: ${misses.length} wrong or missing`);
    if (!isHeldOut(run.set) || SEEN.has(run.set))
      for (const m of misses)
        console.log(`  ${m.field}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}`);
  }
  return { ...run, extractMs: t1 - t0, parseMs: t2 - t1, total, fields: tallies };
}

const scores = (t: Tally) => [pct(t.correct, t.extracted), pct(t.found, t.expected), f1(t)];

function sum(results: Result[], pick: (r: Result) => Iterable<[string, Tally]>): Map<string, Tally> {
  const out = new Map<string, Tally>();
  for (const r of results) {
    for (const [k, t] of pick(r)) {
      const into = out.get(k) ?? empty();
      add(into, t);
      out.set(k, into);
    }
  }
  return out;
}

function report(results: Result[]) {
  console.log('\nPDF import: render → extract → parse, compared with the ground truth (field level)\n');
  table([
    [
      'set',
      'fixture',
      'lang',
      'layout',
      'PDF KB',
      'render ms',
      'extract ms',
      'parse ms',
      'pages',
      'precision',
      'recall',
      'F1',
    ],
    ...results.map((r) => [
      r.set,
      r.file.replace(/\.json$/, ''),
      r.fixture.lang,
      r.fixture.layout,
      (r.pdf.length / 1024).toFixed(1),
      ms(r.renderMs),
      ms(r.extractMs),
      r.parseMs.toFixed(1),
      String(pageCount(r.pdf)),
      ...scores(r.total),
    ]),
  ]);
  const below = results.filter((r) => r.set !== 'ours' && Number(f1(r.total)) < TARGET);
  console.log(
    below.length === 0
      ? `\nEvery printed layout reaches F1 ${TARGET}.`
      : `\nBelow F1 ${TARGET}: ${below.map((r) => `${r.set}/${r.file.replace(/\.json$/, '')} ${f1(r.total).trim()}`).join(', ')}`,
  );

  console.log('\nBy layout\n');
  const layouts = sum(results, (r) => [[`${r.set}\t${r.fixture.layout}`, r.total]]);
  const sets = sum(results, (r) => [[r.set, r.total]]);
  table([
    ['set', 'layout', 'fixtures', 'precision', 'recall', 'F1'],
    ...[...layouts].map(([k, t]) => {
      const [set, layout] = k.split('\t');
      const n = results.filter((r) => r.set === set && r.fixture.layout === layout).length;
      return [set, layout, String(n), ...scores(t)];
    }),
    ...[...sets].map(([set, t]) => [
      set,
      'ALL',
      String(results.filter((r) => r.set === set).length),
      ...scores(t),
    ]),
  ]);

  for (const set of sets.keys()) {
    console.log(`\nBy field (${set})\n`);
    const fields = sum(
      results.filter((r) => r.set === set),
      (r) => r.fields,
    );
    table([
      ['field', 'expected', 'extracted', 'correct', 'precision', 'recall', 'F1'],
      ...[...fields]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([field, t]) => [field, String(t.expected), String(t.extracted), String(t.found), ...scores(t)]),
    ]);
  }

  console.log('');
  for (const [set, t] of sets) {
    console.log(
      `${set}: precision ${pct(t.correct, t.extracted).trim()} (${t.correct}/${t.extracted}), ` +
        `recall ${pct(t.found, t.expected).trim()} (${t.found}/${t.expected}), F1 ${f1(t).trim()}`,
    );
  }
  for (const [set, held] of sets)
    if (isHeldOut(set))
      console.log(
        `${set} set: F1 ${f1(held).trim()} (target ${TARGET}: ${Number(f1(held)) >= TARGET ? 'met' : 'NOT met'})`,
      );
  const parseMs = results.reduce((s, r) => s + r.parseMs, 0) / results.length;
  console.log(
    `parse ${parseMs.toFixed(1)} ms a resume on average; rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`,
  );
}

/** Every held-apart set's runs, one set after another (the printer takes one set at a time). */
async function heldOutRuns(): Promise<Run[]> {
  const runs: Run[] = [];
  for (const set of HELD_OUT_SETS)
    runs.push(...(await printedRuns(set, path.resolve(`tests/fixtures/resumes-${set}`))));
  return runs;
}

async function main() {
  // The first render loads the fonts and the first read starts the PDF reader: time that apart.
  const c0 = performance.now();
  const runs = [
    ...(await ownRuns()),
    ...(await printedRuns('third-party', THIRD_PARTY)),
    ...(await heldOutRuns()),
  ];
  const c1 = performance.now();
  // The upload of a two-page resume: the first read also starts the reader (a cold server).
  // The same file every round (a Word-like two-page resume), so that the figures compare.
  const twoPages =
    runs.find((r) => r.file === 'en-word-two-page.json') ??
    runs.find((r) => r.set !== 'ours' && pageCount(r.pdf) === 2);
  if (!twoPages && !only) throw new Error('no two-page layout in the corpus');
  if (twoPages) {
    parseResumeText(await extractPdfText(twoPages.pdf));
    const c2 = performance.now();
    const warm: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      parseResumeText(await extractPdfText(twoPages.pdf));
      warm.push(performance.now() - t);
    }
    const slowest = Math.max(c2 - c1, ...warm);
    console.log(
      `rendered ${runs.length} PDFs in ${ms(c1 - c0).trim()} ms\n` +
        `upload of a two-page resume (${twoPages.set}/${twoPages.file.replace(/\.json$/, '')}, ${(twoPages.pdf.length / 1024).toFixed(0)} KB), read + parse: ` +
        `cold ${ms(c2 - c1).trim()} ms, warm ${warm.map((w) => w.toFixed(0)).join('/')} ms ` +
        `(limit 3000 ms: ${slowest < 3000 ? 'met' : 'NOT met'})`,
    );
  }
  const results: Result[] = [];
  for (const run of runs) results.push(await importBack(run));
  report(results);
}

await main();
process.exit(0);
