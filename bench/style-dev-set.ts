// The round-twenty-two made-up style set (app/features/checks/style-dev-set.ts): per language and kind, the
// answers whose repetition, cliché or empty opening is found, and the clean look-alikes left alone.
// `npx tsx bench/style-dev-set.ts [--list]` lists the misses too.
import { clicheFindings, openingFinding } from '../app/features/checks/cliches';
import { repetitionWithin } from '../app/features/checks/repetition';
import { STYLE_CASES, type StyleCase } from '../app/features/checks/style-dev-set';
import { STYLE_LIST_CASES } from '../app/features/checks/style-dev-lists';
import { STYLE_LIST_SECOND_CASES } from '../app/features/checks/style-dev-lists-second';
import { STYLE_LIST_THIRD_CASES } from '../app/features/checks/style-dev-lists-third';

const list = process.argv.includes('--list');
const found = (c: StyleCase) =>
  c.kind === 'repetition'
    ? repetitionWithin(c.text).length > 0
    : c.kind === 'cliche'
      ? clicheFindings(c.text, c.lang).length > 0
      : openingFinding(c.text, c.question) !== null;
// Round twenty-six: the list sets (style-dev-lists*.ts) are printed apart, after the first set.
const SETS: [string, StyleCase[]][] = [
  ['style-dev-set', STYLE_CASES],
  ['style-dev-lists', STYLE_LIST_CASES],
  ['style-dev-lists-second', STYLE_LIST_SECOND_CASES],
  // Round twenty-seven: written after the shape rules, run once as the round's unseen figure.
  ['style-dev-lists-third', STYLE_LIST_THIRD_CASES],
];
for (const [name, cases] of SETS) {
  console.log(`== ${name}`);
  for (const lang of ['ko', 'en', 'id'] as const)
    for (const kind of ['repetition', 'cliche', 'opening'] as const) {
      const cs = cases.filter((c) => c.lang === lang && c.kind === kind);
      if (cs.length === 0) continue;
      const planted = cs.filter((c) => !c.clean);
      const clean = cs.filter((c) => c.clean);
      const hit = planted.filter(found);
      const left = clean.filter((c) => !found(c));
      console.log(
        `${lang} ${kind}: found ${hit.length}/${planted.length}, clean left ${left.length}/${clean.length}`,
      );
      if (!list) continue;
      for (const c of planted) if (!hit.includes(c)) console.log(`    missed: ${c.text}`);
      for (const c of clean) if (!left.includes(c)) console.log(`    flagged: ${c.text}`);
    }
}
