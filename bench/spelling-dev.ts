// Spelling on the round-twenty-two development material (issue 36; not a held-apart set: its author tunes
// rules): false alarms per 1,000 characters of clean answers and recall of the planted misspellings, per
// language. `npx tsx bench/spelling-dev.ts [first|…|ninth|all] [--lang=ko] [--list]`.
import { koOps, enAnalyst, idFinance } from '../app/features/coverletters/writer/__fixtures__/resumes';
import { EN_DEV } from '../app/features/checks/spelling-dev-en';
import { ID_DEV } from '../app/features/checks/spelling-dev-id';
import { KO_DEV } from '../app/features/checks/spelling-dev-ko';
import { EN_DEV2, ID_DEV2, KO_DEV2 } from '../app/features/checks/spelling-dev-second';
import { EN_DEV3, ID_DEV3, KO_DEV3 } from '../app/features/checks/spelling-dev-third';
import { EN_DEV4, ID_DEV4, KO_DEV4 } from '../app/features/checks/spelling-dev-fourth';
import { EN_DEV5, ID_DEV5, KO_DEV5 } from '../app/features/checks/spelling-dev-fifth';
import { EN_DEV6, ID_DEV6, KO_DEV6 } from '../app/features/checks/spelling-dev-sixth';
import { EN_DEV7, ID_DEV7, KO_DEV7 } from '../app/features/checks/spelling-dev-seventh';
import { EN_DEV8, ID_DEV8, KO_DEV8 } from '../app/features/checks/spelling-dev-eighth';
import { EN_DEV9, ID_DEV9, KO_DEV9 } from '../app/features/checks/spelling-dev-ninth';
import type { DevSet } from '../app/features/checks/spelling-dev-types';
import { findingsOf } from '../app/features/checks/planted/measure';
import { termsOf } from '../app/features/checks/terms';
import type { CheckLang } from '../app/features/checks/types';

const all: Record<string, Record<CheckLang, DevSet>> = {
  first: { ko: KO_DEV, en: EN_DEV, id: ID_DEV },
  second: { ko: KO_DEV2, en: EN_DEV2, id: ID_DEV2 },
  third: { ko: KO_DEV3, en: EN_DEV3, id: ID_DEV3 },
  fourth: { ko: KO_DEV4, en: EN_DEV4, id: ID_DEV4 },
  fifth: { ko: KO_DEV5, en: EN_DEV5, id: ID_DEV5 },
  sixth: { ko: KO_DEV6, en: EN_DEV6, id: ID_DEV6 },
  seventh: { ko: KO_DEV7, en: EN_DEV7, id: ID_DEV7 },
  eighth: { ko: KO_DEV8, en: EN_DEV8, id: ID_DEV8 },
  ninth: { ko: KO_DEV9, en: EN_DEV9, id: ID_DEV9 },
};
// `all`: every set in one process (the dictionaries load once); `--lang=ko`: one language only.
const whichSets = process.argv.includes('all')
  ? Object.keys(all)
  : [Object.keys(all).find((k) => process.argv.includes(k)) ?? 'first'];
const list = process.argv.includes('--list');
const only = process.argv.find((a) => a.startsWith('--lang='))?.slice(7);
const profiles = {
  ko: [koOps, '한빛물류'],
  en: [enAnalyst, 'Northwind Labs'],
  id: [idFinance, 'PT Mitra Niaga'],
} as const;
for (const which of whichSets) {
  const sets = all[which];
  for (const lang of ['ko', 'en', 'id'] as const) {
    if (only && lang !== only) continue;
    const [profile, company] = profiles[lang];
    const terms = termsOf(profile, [company]);
    const set = sets[lang];
    let chars = 0;
    const alarms: string[] = [];
    for (const text of set.clean) {
      chars += text.length;
      const fs = await findingsOf({ text, question: '', planted: {}, clean: true }, lang, terms, profile);
      for (const f of fs) if (f.kind === 'spelling') alarms.push(text.slice(f.range[0], f.range[1]));
    }
    const missed: string[] = [];
    for (const [text, ex] of set.slips) {
      const at = text.indexOf(ex);
      if (at < 0) throw new Error(`not in its sentence: ${ex}`);
      const fs = await findingsOf({ text, question: '', planted: {} }, lang, terms, profile);
      if (!fs.some((f) => f.kind === 'spelling' && f.range[0] < at + ex.length && at < f.range[1]))
        missed.push(ex);
    }
    const found = set.slips.length - missed.length;
    console.log(
      `${which} ${lang}: recall ${found}/${set.slips.length}, false alarms ${alarms.length} in ${chars} chars = ${((alarms.length * 1000) / chars).toFixed(2)}/1000`,
    );
    if (list) console.log(`  alarms: ${alarms.join(' | ')}\n  missed: ${missed.join(' | ')}`);
  }
}
process.exit(0);
