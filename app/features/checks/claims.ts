// Claims not in the resume or its episodes (issue 36 item 6): the letters' tracer (writer/trace.ts) reads
// each sentence against the resume; a sentence with an invented figure or name, or a claim no entry
// covers, is shown so the member knows what an interviewer may ask about.
import type { ResumeProfile } from '~/integrations/ai/types';
import { traceLetter } from '~/features/coverletters/index.server';
import type { CheckLang, Finding } from './types';

export function claimFindings(
  text: string,
  lang: CheckLang,
  profile: ResumeProfile | null,
  question?: string,
): Finding[] {
  if (!profile) return [];
  const trace = traceLetter(text, {
    // Each language as itself: Indonesian traced as Korean was never a first-person claim (no 저/제).
    lang,
    profile,
    target: null,
    question: question ? { text: question } : null,
  });
  return trace.sentences
    .filter((s) => s.source === null)
    .map((s) => ({
      kind: 'claim' as const,
      severity: 'consider' as const,
      range: s.range,
      message: `claim.${s.reason ?? 'claim'}`,
    }));
}
