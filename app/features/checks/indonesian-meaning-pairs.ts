// Round twenty, tuning (ADR 0039): an Indonesian word written for its opposite, told by the words around it —
// "acuh", which KBBI defines as "peduli" (to care), for "tak acuh" / "cuek" (not caring): the word without its
// negation before whom one does not care about (acuh terhadap prosedur) or after a word of manner (yang acuh,
// cenderung acuh). "tak acuh", "tidak acuh" and the idiom "acuh tak acuh" are right and left alone. (Korean
// 결재/결제 and English loose/lose were widened in their rules of spelling-rules.ts.)
import type { ContextRule } from './context-rule';

export const ID_MEANING_PAIRS: ContextRule[] = [
  // "acuh terhadap" for not caring: the word without its negation, before whom or after the manner words.
  {
    id: 'acuh-tak-acuh',
    re: /(?<!\b(?:tak|tidak|tiada|nggak|gak) )\bacuh\b(?! tak acuh)(?= (?:terhadap|pada|kepada|dengan|akan|soal)\b)|(?<=\b(?:yang|sangat|terlalu|cenderung|bersikap|sikap|masih|sering|begitu|cukup|makin|semakin) )acuh\b(?! tak acuh)/gi,
    fix: () => 'tak acuh',
  },
  // Round twenty-four: "bergeming", which KBBI defines as "diam, tidak bergerak" (to stay still), negated
  // for staying put (tidak bergeming dari sisi mereka: bergeming dari sisi mereka); the bare word is left.
  {
    id: 'acuh-tak-acuh',
    re: /\b(?:tidak|tak|tanpa|nggak|gak) bergeming\b/gi,
    fix: () => 'bergeming',
  },
];
