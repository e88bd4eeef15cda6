// Round twenty-two (ADR 0039): Korean endings of reported speech and of 되다 at a sentence's end, by family.
// Hearsay -ㄴ대요 (바뀐대요, "it changed, they say") written -ㄴ데요 after an action verb, which takes -는데요,
// not -ㄴ데요, as a connective ending: the verb's -ㄴ form before 데요 — 되다 and the passive -어지다 (된데요,
// 정해진데요), 나다/오다/가다 and their compounds (끝난데요, 나온데요, 들어간데요), a stem in ㅟ (바뀐데요,
// 쉰데요). Descriptive verbs that take -ㄴ데요 rightly are left alone (멋진데요, 뛰어난데요, 못된데요). And
// 되다's bare stem ending a sentence (하면 되.: 돼, 되어 contracted). Tested both ways in
// round-twenty-two-spelling.test.ts.
import type { ContextRule } from './context-rule';

const HANGUL = 0xac00;
const jamo = (s: string | undefined) => {
  const code = (s ?? '').charCodeAt(0) - HANGUL;
  if (!(code >= 0 && code < 11172)) return undefined;
  return { vowel: Math.floor((code % 588) / 28), final: code % 28 };
};
/** An open syllable with the vowel of an -아/-어 form (ㅏ ㅐ ㅓ ㅕ ㅘ ㅝ): 정해+진, 나+온, 들어+간. */
const infinitive = (s: string | undefined) => {
  const j = jamo(s);
  return !!j && j.final === 0 && [0, 1, 4, 6, 9, 14].includes(j.vowel);
};
/** Descriptive verbs in -되다 and -나다 whose -ㄴ데요 is right. */
const DESCRIPTIVE = /(?:못된|오래된|뛰어난|엄청난|별난|잘난|못난)$/;

/** Whether `head` (the word before 데요) is an action verb's -ㄴ form. */
function actionN(head: string): boolean {
  if (DESCRIPTIVE.test(head)) return false;
  const last = head.at(-1);
  const before = head.at(-2);
  if (last === '된') return true;
  if (last === '진') return infinitive(before);
  if (last === '난') return head.length >= 2;
  if (last === '온' || last === '간') return before === undefined || infinitive(before);
  const j = jamo(last);
  // ㅟ (16) with ㄴ (4) below: 바뀐, 쉰, 뛴.
  return !!j && j.vowel === 16 && j.final === 4;
}

export const KO_HEARSAY: ContextRule[] = [
  {
    id: 'ending',
    re: /(?<![가-힣])([가-힣]+)데요(?![가-힣])/g,
    when: (m) => actionN(m[1]),
    fix: (m) => `${m[1]}대요`,
  },
  // 되 ending a sentence: the stem alone is no word; 돼 (되어) is.
  { id: 'doe-dwae', re: /(?<![가-힣])([가-힣]*?)되(?=\s*(?:[.!?~…]|$))/gm, fix: (m) => `${m[1]}돼` },
];
