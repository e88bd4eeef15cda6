// Round thirty (issue 36): short stems that take no vowel ending (표준어 규정 제16항, 국립국어원): 딛다
// (디디다), 갖다 (가지다), 머물다 (머무르다), 서둘다 (서두르다), 서툴다 (서투르다) take consonant endings
// only (딛고, 갖는, 머물고); before -어/-었/-은/-을/-으- the long stem is written (내디뎠다, 가졌다, 머물렀다,
// 머문, 서툴러서). 갖은 is a word of its own (갖은 노력, "all kinds of") and stays.
// Tested both ways in round-thirty-spelling.test.ts.
import type { ContextRule } from './context-rule';

const LONG: Record<string, Record<string, string>> = {
  딛: { 었: '디뎠', 어: '디뎌', 은: '디딘', 을: '디딜', 으: '디디' },
  갖: { 었: '가졌', 어: '가져', 을: '가질', 으: '가지' },
  머물: { 었: '머물렀', 어: '머물러', 은: '머문', 을: '머물', 으: '머무르' },
  서둘: { 었: '서둘렀', 어: '서둘러', 은: '서둔', 을: '서둘', 으: '서두르' },
  서툴: { 었: '서툴렀', 어: '서툴러', 은: '서툰', 을: '서툴', 으: '서투르' },
};

export const KO_SHORT_STEMS: ContextRule[] = [
  {
    id: 'ending',
    re: /(?<![가-힣])((?:내|들여)?)(딛|갖|머물|서둘|서툴)(었|어|은|을|으)/g,
    when: (m) => Object.hasOwn(LONG[m[2]], m[3]),
    fix: (m) => `${m[1]}${LONG[m[2]][m[3]]}`,
  },
];
