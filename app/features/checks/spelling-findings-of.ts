import { spellInThread } from './speller-worker';
import { runChecks, spellRequest } from './check';
import type { CheckLang } from './types';

/** For tests of the speller's rules: the spelling findings of a text, checked as the app checks an answer. */
export async function spelt(text: string, lang: CheckLang): Promise<string[]> {
  const ctx = {
    lang,
    blind: false,
    terms: [],
    schools: [],
    otherAnswers: [],
    question: { text: '', maxLength: 0, limitType: 'with-spaces' as const },
  };
  const { unknown } = await spellInThread({ lang, words: spellRequest(text, ctx) });
  return runChecks(text, ctx, unknown)
    .findings.filter((f) => f.kind === 'spelling')
    .map((f) => text.slice(f.range[0], f.range[1]));
}
