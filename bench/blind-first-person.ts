// The first-person sets' hit rates (app/features/checks/blind-first-person-set.ts, written before the
// first-person rule; blind-first-person-second.ts, written after it and never tuned on): own traits flagged
// (a finding overlaps the part that says the trait) and near misses left alone, per language.
// `npx tsx bench/blind-first-person.ts [--list]` lists the misses too.
import { blindFindings } from '../app/features/checks/blind';
import { NEAR_MISSES_SECOND, OWN_TRAITS_SECOND } from '../app/features/checks/blind-first-person-second';
import { NEAR_MISSES, OWN_TRAITS, type OwnTrait } from '../app/features/checks/blind-first-person-set';
import {
  NEAR_MISSES_THIRD,
  OWN_TRAITS_THIRD,
  type KindedTrait,
} from '../app/features/checks/blind-first-person-third';
import { OTHERS_CLEAN_FOURTH, OWN_TRAITS_FOURTH } from '../app/features/checks/blind-others-fourth';
import { OWN_TRAITS_FIFTH } from '../app/features/checks/blind-first-person-fifth';
import { OTHERS_CLEAN_FIFTH } from '../app/features/checks/blind-first-person-fifth-clean';
import { OTHERS_CLEAN_SIXTH, OWN_TRAITS_SIXTH } from '../app/features/checks/blind-first-person-sixth';
import { OTHERS_CLEAN_SEVENTH, OWN_TRAITS_SEVENTH } from '../app/features/checks/blind-first-person-seventh';
import { OTHERS_CLEAN_EIGHTH, OWN_TRAITS_EIGHTH } from '../app/features/checks/blind-first-person-eighth';
import { OTHERS_CLEAN_NINTH, OWN_TRAITS_NINTH } from '../app/features/checks/blind-first-person-ninth';
import { OTHERS_CLEAN_TENTH, OWN_TRAITS_TENTH } from '../app/features/checks/blind-first-person-tenth';
import {
  OTHERS_CLEAN_ELEVENTH,
  OWN_TRAITS_ELEVENTH,
} from '../app/features/checks/blind-first-person-eleventh';
import type { GridKindedTrait } from '../app/features/checks/blind-grid-kinds';
import type { CheckLang } from '../app/features/checks/types';

const list = process.argv.includes('--list');
const excerpts = (t: string, l: CheckLang) => blindFindings(t, l, []).map((f) => t.slice(...f.range));
/** A finding overlaps the part that says the trait. */
const hit = (t: string, l: CheckLang, p: string) => {
  const a = t.indexOf(p);
  return blindFindings(t, l, []).some(({ range: [s, e] }) => s < a + p.length && a < e);
};
const sets: [string, OwnTrait[], [string, CheckLang][]][] = [
  ['first set (written before the rule)', OWN_TRAITS, NEAR_MISSES],
  ['second set (written after the rule, not tuned on)', OWN_TRAITS_SECOND, NEAR_MISSES_SECOND],
  [
    'third set (round twenty-two, written before its rules)',
    OWN_TRAITS_THIRD.map(([t, l, p]) => [t, l, p]),
    NEAR_MISSES_THIRD,
  ],
  [
    "fourth set (round twenty-three: others' kin, ages, bodies; written before its rules)",
    OWN_TRAITS_FOURTH.map(([t, l, p]) => [t, l, p]),
    OTHERS_CLEAN_FOURTH,
  ],
  [
    'fifth set (round twenty-four: ages by words and events, kin by life events, dialect, clubs, practice; written before its rules)',
    OWN_TRAITS_FIFTH.map(([t, l, p]) => [t, l, p]),
    OTHERS_CLEAN_FIFTH,
  ],
  [
    'sixth set (round twenty-four: written after its rules, run once as its unseen figure)',
    OWN_TRAITS_SIXTH.map(([t, l, p]) => [t, l, p]),
    OTHERS_CLEAN_SIXTH,
  ],
  [
    'seventh set (round twenty-six: a grid of kinds × languages × shapes, written before its rules)',
    OWN_TRAITS_SEVENTH.map(([t, l, p]) => [t, l, p]),
    OTHERS_CLEAN_SEVENTH,
  ],
  [
    'eighth set (round twenty-six: written after its grid rules, run once as its unseen figure)',
    OWN_TRAITS_EIGHTH.map(([t, l, p]) => [t, l, p]),
    OTHERS_CLEAN_EIGHTH,
  ],
  [
    'ninth set (round twenty-seven: English only, written before the fresh18 fixes, run once after them)',
    OWN_TRAITS_NINTH.map(([t, l, p]) => [t, l, p]),
    OTHERS_CLEAN_NINTH,
  ],
  [
    'tenth set (round twenty-nine: English own traits by frame, a few ko/id; written before its rules)',
    OWN_TRAITS_TENTH.map(([t, l, p]) => [t, l, p]),
    OTHERS_CLEAN_TENTH,
  ],
  [
    'eleventh set (round twenty-nine: English, a new voice written after its rules, run once as its own unseen figure)',
    OWN_TRAITS_ELEVENTH.map(([t, l, p]) => [t, l, p]),
    OTHERS_CLEAN_ELEVENTH,
  ],
];
/** The third set's own traits found, per language and kind. */
const byKind = (set: (KindedTrait | GridKindedTrait)[], name: string) => {
  console.log(name);
  for (const lang of ['ko', 'en', 'id'] as const) {
    const kinds = new Map<string, [number, number]>();
    for (const [t, l, p, k] of set.filter(([, l]) => l === lang)) {
      const [h, n] = kinds.get(k) ?? [0, 0];
      kinds.set(k, [h + (hit(t, l, p) ? 1 : 0), n + 1]);
    }
    console.log(`  ${lang} by kind: ${[...kinds].map(([k, [h, n]]) => `${k} ${h}/${n}`).join(', ')}`);
  }
};
for (const [name, traits, misses] of sets) {
  console.log(name);
  for (const lang of ['ko', 'en', 'id'] as const) {
    const own = traits.filter(([, l]) => l === lang);
    const hits = own.filter(([t, l, p]) => hit(t, l, p));
    const near = misses.filter(([, l]) => l === lang);
    const left = near.filter(([t, l]) => excerpts(t, l).length === 0);
    console.log(
      `  ${lang}: own traits ${hits.length}/${own.length}, near misses left ${left.length}/${near.length}`,
    );
    if (!list) continue;
    for (const c of own)
      if (!hits.includes(c))
        console.log(`    missed: ${c[0]} [${c[2]}] ${JSON.stringify(excerpts(c[0], c[1]))}`);
    for (const c of near)
      if (!left.includes(c)) console.log(`    flagged: ${c[0]} ${JSON.stringify(excerpts(c[0], c[1]))}`);
  }
}
byKind(OWN_TRAITS_THIRD, 'third set by kind');
byKind(OWN_TRAITS_SEVENTH, 'seventh set by kind');
byKind(OWN_TRAITS_EIGHTH, 'eighth set by kind');
byKind(OWN_TRAITS_TENTH, 'tenth set by kind');
