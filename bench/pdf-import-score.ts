// Field-level scoring of an imported resume against its ground truth, for npm run bench:pdf-import.
// Precision: extracted non-empty values that are correct / extracted non-empty values. Recall:
// expected non-empty values found correctly / expected non-empty values. Entries of a list are
// paired by the similarity of their main field (school, company, ...) before their fields are compared.
import type { ResumeSections } from '#db/schema/profiles';

/** What a fixture's JSON holds: the name (or title) and the sections the import should fill. */
export type Expected = { name: string | null; sections: ResumeSections };

export type Tally = { extracted: number; correct: number; expected: number; found: number };
export type Miss = { field: string; expected: string; got: string };

const norm = (v: unknown) =>
  String(v ?? '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();

export const empty = (): Tally => ({ extracted: 0, correct: 0, expected: 0, found: 0 });

export function add(into: Tally, from: Tally) {
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

/**
 * Ground-truth conventions the scorer applies to both sides, because the fixtures written over several
 * rounds disagreed on them (never to make a wrong value right):
 * - an address that names nothing but the region and the country ("Seoul, South Korea" with the region
 *   Seoul) says nothing the region and country fields do not: it counts as no address, whether the
 *   fixture wrote it out or left it empty (both were done for the same contact line);
 * - a grade's decimal comma is its decimal point ("3,45/4,00" is "3.45/4.00"): the same number;
 * - a test score's unit 점 says nothing the score does not ("TOEIC 815점" is "TOEIC 815"): fixtures kept it
 *   (five tables with "875점" in a cell) and dropped it (a portal's "815점" cell) for the same writing.
 */
const COUNTRY_NAMES = /\b(?:south\s+korea|republic\s+of\s+korea|korea|indonesia)\b|대한민국|한국/gi;

function placeOnly(address: string, region: string): boolean {
  if (!address.trim() || !region.trim()) return false;
  const left = address
    .replace(COUNTRY_NAMES, '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return left.length > 0 && left.every((p) => p.toLowerCase() === region.trim().toLowerCase());
}

const addressOf = (p: { address: string; region: string }) =>
  placeOnly(p.address, p.region) ? '' : p.address;
const gradeOf = (gpa: string) => gpa.replace(/(\d),(\d)/g, '$1.$2');
const scoreOf = (detail: string) => detail.replace(/(\d)\s*점(?=$|[\s,)])/gu, '$1');

export function compare(fixture: Expected, name: string | null, got: ResumeSections) {
  const tallies = new Map<string, Tally>();
  const misses: Miss[] = [];
  const want = fixture.sections;
  score(tallies, misses, 'name', fixture.name, name);
  for (const f of ['country', 'region', 'birthYear', 'birthMonth'] as const) {
    score(tallies, misses, `person.${f}`, want.person[f], got.person[f]);
  }
  score(tallies, misses, 'person.address', addressOf(want.person), addressOf(got.person));
  const graded = <T extends { gpa: string }>(list: T[]) => list.map((e) => ({ ...e, gpa: gradeOf(e.gpa) }));
  compareList(tallies, misses, 'educations', 'school', graded(want.educations), graded(got.educations));
  compareList(tallies, misses, 'works', 'company', want.works, got.works);
  compareList(
    tallies,
    misses,
    'certifications',
    'certificationName',
    want.certifications,
    got.certifications,
  );
  const scored = <T extends { languageDetail: string }>(list: T[]) =>
    list.map((l) => ({ ...l, languageDetail: scoreOf(l.languageDetail) }));
  compareList(tallies, misses, 'languages', 'languageName', scored(want.languages), scored(got.languages));
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

export const pct = (n: number, d: number) => (d === 0 ? '   -  ' : (n / d).toFixed(3).padStart(6));
export const ms = (n: number) => `${n.toFixed(0).padStart(5)}`;

/** Field-level F1: the harmonic mean of precision and recall. */
export function f1(t: Tally): string {
  const p = t.extracted ? t.correct / t.extracted : 0;
  const r = t.expected ? t.found / t.expected : 0;
  return p + r === 0 ? '   -  ' : ((2 * p * r) / (p + r)).toFixed(3).padStart(6);
}

export function table(rows: string[][]) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const [i, row] of rows.entries()) {
    console.log(
      row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '),
    );
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}
