// npm run bench:pdf-import: renders every resume fixture (tests/fixtures/resumes/*.json) to PDF with
// renderResumePdf, reads it back with extractPdfText and parseResumeText, and compares the result
// with the fixture field by field. Prints precision (extracted non-empty values that are correct /
// extracted non-empty values) and recall (expected non-empty values found correctly / expected
// non-empty values) per fixture, per field and overall, and the time each step takes.
// `-- --verbose` also lists every wrong or missing value. Not part of npm test.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ResumeSections } from '../db/schema/profiles';
import { extractPdfText } from '../app/features/profiles/pdf-import/extract.server';
import { parseResumeText } from '../app/features/profiles/pdf-import/parse';
import { renderResumePdf, type ResumeLang } from '../app/integrations/pdf/resume-pdf.server';

type Fixture = {
  name: string | null;
  lang: ResumeLang;
  layout: 'single' | 'two-column';
  intro?: string | null;
  sections: ResumeSections;
};

type Tally = { extracted: number; correct: number; expected: number; found: number };
type Miss = { field: string; expected: string; got: string };

const FIXTURES = path.resolve('tests/fixtures/resumes');
const verbose = process.argv.includes('--verbose');

const norm = (v: unknown) =>
  String(v ?? '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();

const empty = (): Tally => ({ extracted: 0, correct: 0, expected: 0, found: 0 });

function add(into: Tally, from: Tally) {
  into.extracted += from.extracted;
  into.correct += from.correct;
  into.expected += from.expected;
  into.found += from.found;
}

/** Scores one value: counted on the extracted side when non-empty, on the expected side when non-empty. */
function score(tallies: Map<string, Tally>, misses: Miss[], field: string, expected: unknown, got: unknown) {
  const e = norm(expected);
  const g = norm(got);
  const t = tallies.get(field) ?? empty();
  tallies.set(field, t);
  const right = e !== '' && e === g;
  if (g) t.extracted++;
  if (g && right) t.correct++;
  if (e) t.expected++;
  if (e && right) t.found++;
  if (!right && (e || g)) misses.push({ field, expected: e, got: g });
}

function bigrams(s: string): string[] {
  const t = norm(s).toLowerCase();
  return t.length < 2 ? [t] : Array.from({ length: t.length - 1 }, (_, i) => t.slice(i, i + 2));
}

function similarity(a: string, b: string): number {
  if (norm(a) === norm(b)) return 1;
  const x = bigrams(a);
  const y = bigrams(b);
  const pool = [...y];
  let shared = 0;
  for (const g of x) {
    const i = pool.indexOf(g);
    if (i >= 0) {
      shared++;
      pool.splice(i, 1);
    }
  }
  return (2 * shared) / (x.length + y.length || 1);
}

/** Pairs expected and extracted entries by best similarity of their main key (greedy, ≥ 0.5). */
function pairUp<T extends Record<string, unknown>>(expected: T[], got: T[], main: keyof T) {
  const candidates: { i: number; j: number; s: number }[] = [];
  expected.forEach((e, i) =>
    got.forEach((g, j) => candidates.push({ i, j, s: similarity(String(e[main]), String(g[main])) })),
  );
  candidates.sort((a, b) => b.s - a.s || a.i - b.i || a.j - b.j);
  const usedE = new Set<number>();
  const usedG = new Set<number>();
  const pairs: [T | null, T | null][] = [];
  for (const c of candidates) {
    if (c.s < 0.5 || usedE.has(c.i) || usedG.has(c.j)) continue;
    usedE.add(c.i);
    usedG.add(c.j);
    pairs.push([expected[c.i], got[c.j]]);
  }
  expected.forEach((e, i) => usedE.has(i) || pairs.push([e, null]));
  got.forEach((g, j) => usedG.has(j) || pairs.push([null, g]));
  return pairs;
}

function compareList<T extends Record<string, unknown>>(
  tallies: Map<string, Tally>,
  misses: Miss[],
  section: string,
  main: keyof T,
  expected: T[],
  got: T[],
) {
  const fields = Object.keys(expected[0] ?? got[0] ?? {}) as (keyof T)[];
  for (const [e, g] of pairUp(expected, got, main)) {
    for (const f of fields) score(tallies, misses, `${section}.${String(f)}`, e?.[f], g?.[f]);
  }
}

function compare(fixture: Fixture, name: string | null, got: ResumeSections) {
  const tallies = new Map<string, Tally>();
  const misses: Miss[] = [];
  const want = fixture.sections;
  score(tallies, misses, 'name', fixture.name, name);
  for (const f of ['country', 'region', 'address', 'birthYear', 'birthMonth'] as const) {
    score(tallies, misses, `person.${f}`, want.person[f], got.person[f]);
  }
  compareList(tallies, misses, 'educations', 'school', want.educations, got.educations);
  compareList(tallies, misses, 'works', 'company', want.works, got.works);
  compareList(
    tallies,
    misses,
    'certifications',
    'certificationName',
    want.certifications,
    got.certifications,
  );
  compareList(tallies, misses, 'languages', 'languageName', want.languages, got.languages);
  compareList(tallies, misses, 'projects', 'projectName', want.projects, got.projects);
  compareList(tallies, misses, 'awards', 'awardName', want.awards, got.awards);
  const skills = pairUp(
    want.skills.map((s) => ({ skill: s })),
    got.skills.map((s) => ({ skill: s })),
    'skill',
  );
  for (const [e, g] of skills) score(tallies, misses, 'skills', e?.skill, g?.skill);
  return { tallies, misses };
}

const pct = (n: number, d: number) => (d === 0 ? '   -  ' : (n / d).toFixed(3).padStart(6));
const ms = (n: number) => `${n.toFixed(0).padStart(5)}`;

function table(rows: string[][]) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const [i, row] of rows.entries()) {
    console.log(
      row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '),
    );
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

async function main() {
  const files = fs
    .readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const overall = empty();
  const byField = new Map<string, Tally>();
  const rows: string[][] = [
    ['fixture', 'lang', 'layout', 'PDF KB', 'render ms', 'extract ms', 'parse ms', 'precision', 'recall'],
  ];
  let parseTotal = 0;
  // The first render loads the fonts and the first read loads PDF.js: time that apart.
  const warmup = JSON.parse(fs.readFileSync(path.join(FIXTURES, files[0]), 'utf8')) as Fixture;
  const c0 = performance.now();
  const warmPdf = await renderResumePdf(warmup, { lang: warmup.lang, layout: warmup.layout });
  const c1 = performance.now();
  parseResumeText(await extractPdfText(warmPdf));
  const c2 = performance.now();
  for (const file of files) {
    const fixture = JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8')) as Fixture;
    const t0 = performance.now();
    const pdf = await renderResumePdf(fixture, { lang: fixture.lang, layout: fixture.layout });
    const t1 = performance.now();
    const text = await extractPdfText(pdf);
    const t2 = performance.now();
    const parsed = parseResumeText(text);
    const t3 = performance.now();
    parseTotal += t3 - t2;
    const { tallies, misses } = compare(fixture, parsed.name, parsed.sections);
    const total = empty();
    for (const [field, t] of tallies) {
      add(total, t);
      const f = byField.get(field) ?? empty();
      add(f, t);
      byField.set(field, f);
    }
    add(overall, total);
    rows.push([
      file.replace(/\.json$/, ''),
      fixture.lang,
      fixture.layout,
      (pdf.length / 1024).toFixed(1),
      ms(t1 - t0),
      ms(t2 - t1),
      (t3 - t2).toFixed(1),
      pct(total.correct, total.extracted),
      pct(total.found, total.expected),
    ]);
    if (verbose && misses.length > 0) {
      console.log(`\n${file}: ${misses.length} wrong or missing`);
      for (const m of misses)
        console.log(`  ${m.field}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}`);
    }
  }
  rows.push([
    'OVERALL',
    '',
    '',
    '',
    '',
    '',
    (parseTotal / files.length).toFixed(1),
    pct(overall.correct, overall.extracted),
    pct(overall.found, overall.expected),
  ]);
  console.log('\nPDF import: render → extract → parse, compared with the fixture (field level)');
  console.log(
    `cold start (first render, first read + parse): ${ms(c1 - c0).trim()} ms, ${ms(c2 - c1).trim()} ms\n`,
  );
  table(rows);

  console.log('\nBy field (all fixtures)\n');
  const fieldRows = [['field', 'expected', 'extracted', 'correct', 'precision', 'recall']];
  for (const [field, t] of [...byField].sort(([a], [b]) => a.localeCompare(b))) {
    fieldRows.push([
      field,
      String(t.expected),
      String(t.extracted),
      String(t.found),
      pct(t.correct, t.extracted),
      pct(t.found, t.expected),
    ]);
  }
  table(fieldRows);
  console.log(
    `\noverall: precision ${pct(overall.correct, overall.extracted).trim()} (${overall.correct}/${overall.extracted}), ` +
      `recall ${pct(overall.found, overall.expected).trim()} (${overall.found}/${overall.expected}); ` +
      `rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`,
  );
}

await main();
