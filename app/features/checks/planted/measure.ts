// Runs the checks over a planted set and counts, per kind, what was found of what was planted (recall),
// spelling findings in clean answers per 1,000 characters, and blind-hiring findings on company names.
// Used by planted.test.ts and `npm run bench:checks`.
import type { ResumeProfile } from '~/integrations/ai/types';
import { runChecks, spellRequest } from '../check';
import { spellInThread } from '../speller-worker';
import { termsOf } from '../terms';
import type { CheckKind, CheckLang, Finding } from '../types';
import type { PlantedCase } from './types';

export type Tally = {
  recall: Partial<Record<CheckKind, { planted: number; found: number; missed: string[] }>>;
  cleanChars: number;
  spellingFalseAlarms: string[];
  /** Spelling findings on each clean answer, in the set's order (counts only: a blind report may show them). */
  spellingFalseAlarmsByAnswer: number[];
  /** Findings on clean answers, by kind (counts only, for a blind report). */
  cleanFindings: Partial<Record<CheckKind, number>>;
  companyFalseAlarms: string[];
};

const overlapping = (f: Finding, a: number, b: number) => f.range[0] < b && a < f.range[1];

/** The findings of one planted case, checked as the app checks an answer (blind hiring on). */
export async function findingsOf(
  c: PlantedCase,
  lang: CheckLang,
  { terms, schools }: ReturnType<typeof termsOf>,
  profile: ResumeProfile,
): Promise<Finding[]> {
  const ctx = {
    lang,
    blind: true,
    terms,
    schools,
    otherAnswers: [],
    question: { text: c.question, maxLength: 0, limitType: 'with-spaces' as const },
  };
  const { unknown } = await spellInThread({ lang, words: spellRequest(c.text, ctx) });
  return runChecks(c.text, ctx, unknown, profile).findings;
}

export async function measurePlanted(
  cases: PlantedCase[],
  lang: CheckLang,
  profile: ResumeProfile,
  company: string,
): Promise<Tally> {
  const tally: Tally = {
    recall: {},
    cleanChars: 0,
    spellingFalseAlarms: [],
    spellingFalseAlarmsByAnswer: [],
    cleanFindings: {},
    companyFalseAlarms: [],
  };
  const terms = termsOf(profile, [company]);
  for (const c of cases) {
    const findings = await findingsOf(c, lang, terms, profile);
    for (const [kind, excerpts] of Object.entries(c.planted) as [CheckKind, string[]][]) {
      const r = (tally.recall[kind] ??= { planted: 0, found: 0, missed: [] });
      for (const ex of excerpts) {
        if (!c.text.includes(ex)) throw new Error(`Planted excerpt not in its text: ${ex}`);
        r.planted++;
        // Any occurrence counts (a repeated figure is found at its second telling).
        const at: number[] = [];
        for (let a = c.text.indexOf(ex); a >= 0; a = c.text.indexOf(ex, a + 1)) at.push(a);
        if (findings.some((f) => f.kind === kind && at.some((a) => overlapping(f, a, a + ex.length))))
          r.found++;
        else r.missed.push(ex);
      }
    }
    if (c.clean) {
      tally.cleanChars += c.text.length;
      tally.spellingFalseAlarmsByAnswer.push(findings.filter((f) => f.kind === 'spelling').length);
      for (const f of findings) {
        tally.cleanFindings[f.kind] = (tally.cleanFindings[f.kind] ?? 0) + 1;
        if (f.kind === 'spelling') tally.spellingFalseAlarms.push(c.text.slice(f.range[0], f.range[1]));
      }
    }
    for (const name of c.companies ?? []) {
      for (let a = c.text.indexOf(name); a >= 0; a = c.text.indexOf(name, a + 1))
        for (const f of findings)
          if (f.kind === 'blind' && overlapping(f, a, a + name.length))
            tally.companyFalseAlarms.push(c.text.slice(f.range[0], f.range[1]));
    }
  }
  return tally;
}

/**
 * A held-apart set's report: counts only — recall per check, findings on clean answers per 1,000
 * characters per check, company names flagged — never the words missed or flagged, so that whoever reads
 * it learns nothing to tune on.
 */
export function formatBlindTally(title: string, t: Tally): string {
  const lines = [title];
  for (const [kind, r] of Object.entries(t.recall))
    lines.push(`  ${kind.padEnd(10)} recall ${r.found}/${r.planted} = ${(r.found / r.planted).toFixed(2)}`);
  const per1000 = (n: number) => (t.cleanChars ? (n * 1000) / t.cleanChars : 0).toFixed(2);
  lines.push(
    `  spelling false alarms on clean answers: ${t.spellingFalseAlarms.length} in ${t.cleanChars} chars = ${per1000(t.spellingFalseAlarms.length)} per 1,000 (per clean answer, in order: ${t.spellingFalseAlarmsByAnswer.join(', ')})`,
  );
  const others = Object.entries(t.cleanFindings).filter(([kind]) => kind !== 'spelling');
  lines.push(
    `  other findings on clean answers per 1,000 chars: ${others.length ? others.map(([kind, n]) => `${kind} ${n} (${per1000(n)})`).join(', ') : 'none'}`,
  );
  lines.push(`  blind-hiring findings on company names: ${t.companyFalseAlarms.length}`);
  return lines.join('\n');
}

/** "spelling 11/12 (0.92)" lines and the false alarms, for a report. */
export function formatTally(title: string, t: Tally): string {
  const lines = [title];
  for (const [kind, r] of Object.entries(t.recall))
    lines.push(
      `  ${kind.padEnd(10)} recall ${r.found}/${r.planted} = ${(r.found / r.planted).toFixed(2)}${r.missed.length ? `  missed: ${r.missed.join(' | ')}` : ''}`,
    );
  const per1000 = t.cleanChars ? (t.spellingFalseAlarms.length * 1000) / t.cleanChars : 0;
  lines.push(
    `  spelling false alarms on clean answers: ${t.spellingFalseAlarms.length} in ${t.cleanChars} chars = ${per1000.toFixed(2)} per 1,000${t.spellingFalseAlarms.length ? `  (${t.spellingFalseAlarms.join(' | ')})` : ''}`,
  );
  lines.push(
    `  blind-hiring findings on company names: ${t.companyFalseAlarms.length}${t.companyFalseAlarms.length ? ` (${t.companyFalseAlarms.join(' | ')})` : ''}`,
  );
  return lines.join('\n');
}
