// Every check of one answer (issue 36): pure, given the dictionary's verdicts (`unknown`, from the speller
// worker) — or null when the speller had not answered, which the panel says.
import type { ResumeProfile } from '~/integrations/ai/types';
import { blindFindings } from './blind';
import { claimFindings } from './claims';
import { clicheFindings, openingFinding } from './cliches';
import { lengthFindings } from './length';
import { repetitionAcross, repetitionWithin } from './repetition';
import { spellingFindings, wordsToSpell } from './spelling';
import { protectedSpans } from './text';
import { scoreOf, type CheckContext, type Finding } from './types';

export type CheckReport = {
  findings: Finding[];
  score: { fix: number; consider: number };
  /** False when the dictionary did not answer in time (the spelling findings are the kept rules only). */
  spelled: boolean;
  blind: boolean;
};

/** The words the speller worker is asked about. */
export function spellRequest(
  text: string,
  ctx: CheckContext,
  spans: [number, number][] = protectedSpans(text, ctx.terms),
): string[] {
  return wordsToSpell(text, ctx.lang, spans);
}

export function runChecks(
  text: string,
  ctx: CheckContext,
  unknown: Record<string, string[]> | null,
  profile: ResumeProfile | null = null,
  /** protectedSpans(text, ctx.terms), when the caller has them already (the speller thread does). */
  known?: [number, number][],
): CheckReport {
  const spans = known ?? protectedSpans(text, ctx.terms);
  const schools = new Set(ctx.schools.map((s) => s.toLowerCase()));
  // The resume's schools are the member's own terms, but blind hiring flags them all the same.
  const notSchools = ctx.terms.filter((t) => !schools.has(t.toLowerCase()));
  const blindSpans = !ctx.blind
    ? []
    : notSchools.length === ctx.terms.length
      ? spans
      : protectedSpans(text, notSchools);
  const findings: Finding[] = [
    ...lengthFindings(text, ctx.question),
    ...spellingFindings(text, ctx.lang, spans, unknown ?? {}),
    ...(ctx.blind ? blindFindings(text, ctx.lang, blindSpans, ctx.schools) : []),
    ...repetitionWithin(text),
    ...repetitionAcross(text, ctx.otherAnswers, ctx.told),
    ...clicheFindings(text, ctx.lang),
    ...[openingFinding(text, ctx.question?.text)].filter((f): f is Finding => f !== null),
    ...claimFindings(text, ctx.lang, profile, ctx.question?.text),
  ].sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  return { findings, score: scoreOf(findings), spelled: unknown !== null, blind: ctx.blind };
}
