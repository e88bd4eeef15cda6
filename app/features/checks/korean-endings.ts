// Round twenty (ADR 0039): Korean endings written as they are said, by family (국립국어원's frequently
// confused forms) — -고요 said -구요 after a tense or 더라 (배웠구요, 많더라구요; 친구요, 도구요 are nouns
// with 요), 거예요 (거 + 이에요) written 거에요, 이에요 after a final written 이예요 (사원이예요: 사원이에요), and
// 며칠 written 몇 일. Tested both ways in round-twenty.test.ts.
import type { ContextRule } from './spelling-families';

const HANGUL = 0xac00;
const finalOf = (s: string) => {
  const code = (s.at(-1) ?? '').charCodeAt(0) - HANGUL;
  return code >= 0 && code < 11172 ? code % 28 : -1;
};
/** ㅆ (20) under the syllable before: a past or future tense (배웠, 하겠); or 더라/러라 before. */
const tensed = (head: string) => finalOf(head) === 20 || /[더러]라$/.test(head);

export const KO_ENDINGS: ContextRule[] = [
  {
    id: 'ending',
    re: /([가-힣]+)구요(?![가-힣])/g,
    when: (m) => tensed(m[1]),
    fix: (m) => `${m[1]}고요`,
  },
  { id: 'ending', re: /([가-힣]*)거에요/g, fix: (m) => `${m[1]}거예요` },
  {
    id: 'ending',
    re: /([가-힣]+)이예요/g,
    fix: (m) => `${m[1]}${finalOf(m[1]) > 0 ? '이에요' : '예요'}`,
  },
  { id: 'ending', re: /(?<![가-힣])몇\s일/g, fix: () => '며칠' },
];
