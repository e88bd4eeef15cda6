// Every finding of every case of the SEEN planted sets, one line each (`npm run bench:checks-findings > a.txt`),
// to diff before/after a rule change: `diff a.txt b.txt` shows what a change did, case by case. The sets
// held apart are not imported here and must never be (their words are not to be read by whoever tunes);
// a set joins the list after its one blind run.
import { koOps, enAnalyst, idFinance } from '../app/features/coverletters/writer/__fixtures__/resumes';
import { EN_CASES } from '../app/features/checks/planted/en';
import { FRESH_CASES } from '../app/features/checks/planted/fresh';
import { FRESH2_CASES } from '../app/features/checks/planted/fresh2';
import { FRESH3_CASES } from '../app/features/checks/planted/fresh3';
import { FRESH4_CASES } from '../app/features/checks/planted/fresh4';
import { FRESH5_CASES } from '../app/features/checks/planted/fresh5';
import { FRESH6_CASES } from '../app/features/checks/planted/fresh6';
import { FRESH7_CASES } from '../app/features/checks/planted/fresh7';
import { FRESH8_CASES } from '../app/features/checks/planted/fresh8';
import { FRESH9_CASES } from '../app/features/checks/planted/fresh9';
import { FRESH10_CASES } from '../app/features/checks/planted/fresh10';
import { FRESH11_CASES } from '../app/features/checks/planted/fresh11';
import { FRESH12_CASES } from '../app/features/checks/planted/fresh12';
import { FRESH13_CASES } from '../app/features/checks/planted/fresh13';
import { FRESH14_CASES } from '../app/features/checks/planted/fresh14';
import { FRESH15_CASES } from '../app/features/checks/planted/fresh15';
import { FRESH16_CASES } from '../app/features/checks/planted/fresh16';
import { FRESH17_CASES } from '../app/features/checks/planted/fresh17';
import { FRESH18_CASES } from '../app/features/checks/planted/fresh18';
import { FRESH19_CASES } from '../app/features/checks/planted/fresh19';
import { FRESH20_CASES } from '../app/features/checks/planted/fresh20';
import { FRESH21_CASES } from '../app/features/checks/planted/fresh21';
import { FRESH22_CASES } from '../app/features/checks/planted/fresh22';
import { FRESH23_CASES } from '../app/features/checks/planted/fresh23';
import { FRESH24_CASES } from '../app/features/checks/planted/fresh24';
import { FRESH25_CASES } from '../app/features/checks/planted/fresh25';
import { ID_CASES } from '../app/features/checks/planted/id';
import { KO_CASES } from '../app/features/checks/planted/ko';
import { findingsOf } from '../app/features/checks/planted/measure';
import type { PlantedCase } from '../app/features/checks/planted/types';
import { termsOf } from '../app/features/checks/terms';
import type { CheckLang } from '../app/features/checks/types';

const profiles = {
  ko: [koOps, '한빛물류'],
  en: [enAnalyst, 'Northwind Labs'],
  id: [idFinance, 'PT Mitra Niaga'],
} as const;
const seen: [string, Record<CheckLang, PlantedCase[]>][] = [
  ['base', { ko: KO_CASES, en: EN_CASES, id: ID_CASES }],
  ['fresh', FRESH_CASES],
  ['fresh2', FRESH2_CASES],
  ['fresh3', FRESH3_CASES],
  ['fresh4', FRESH4_CASES],
  ['fresh5', FRESH5_CASES],
  ['fresh6', FRESH6_CASES],
  ['fresh7', FRESH7_CASES],
  ['fresh8', FRESH8_CASES],
  ['fresh9', FRESH9_CASES],
  ['fresh10', FRESH10_CASES],
  ['fresh11', FRESH11_CASES],
  ['fresh12', FRESH12_CASES],
  ['fresh13', FRESH13_CASES],
  ['fresh14', FRESH14_CASES],
  ['fresh15', FRESH15_CASES],
  ['fresh16', FRESH16_CASES],
  ['fresh17', FRESH17_CASES],
  ['fresh18', FRESH18_CASES],
  ['fresh19', FRESH19_CASES],
  ['fresh20', FRESH20_CASES],
  ['fresh21', FRESH21_CASES],
  ['fresh22', FRESH22_CASES],
  ['fresh23', FRESH23_CASES],
  ['fresh24', FRESH24_CASES],
  ['fresh25', FRESH25_CASES],
];
for (const [name, set] of seen)
  for (const lang of ['ko', 'en', 'id'] as const) {
    const [profile, company] = profiles[lang];
    const terms = termsOf(profile, [company]);
    for (const [i, c] of set[lang].entries()) {
      const findings = await findingsOf(c, lang, terms, profile);
      const tag = `${name} ${lang} #${i}${c.clean ? ' clean' : ''}`;
      for (const f of findings)
        console.log(
          `${tag} ${f.kind} ${f.range[0]}-${f.range[1]} «${c.text.slice(f.range[0], f.range[1])}» ${f.message}${f.why ? ` (${f.why})` : ''}${f.suggestions?.length ? ` → ${f.suggestions.join(',')}` : ''}`,
        );
    }
  }
process.exit(0);
