// Round thirty-six (issue 36): the rules of fresh23's spelling misses and false alarms, both ways on made-up
// sentences (not the set's own): each finds its slip with its correction and leaves the right look-alikes,
// and each word kind the speller lacked passes while a slip of it stays flagged.
import { describe, expect, it } from 'vitest';
import { spellInThread } from './speller-worker';
import { runChecks, spellRequest } from './check';
import type { CheckLang } from './types';

/** The spelling findings of a text, checked as the app checks an answer. */
async function spelt(text: string, lang: CheckLang): Promise<string[]> {
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

describe('round thirty-six: farm and kitchen words the Korean speller lacked', () => {
  it("a crop's field, an accepted head with a bound suffix and trade verbs pass; slips of them stay flagged", async () => {
    expect(
      await spelt('콩밭과 귤밭을 돌보고 깨밭에서 일한 뒤 두물차를 마셨고 바밭도 봤습니다.', 'ko'),
    ).toEqual(['바밭도']);
    expect(
      await spelt('보리를 덖어 차로 만들고, 덖은 보리는 식혀 두었으며, 무를 채쳐서 덖아 두었습니다.', 'ko'),
    ).toEqual(['덖아']);
    expect(await spelt('역활차를 운영했습니다.', 'ko')).toEqual(['역활차를']);
  });
});
