// Round twenty (ADR 0039): 띄어쓰기 families the older rules (spelling-rules.ts) leave — a particle or the
// copula written apart from its word (마찬가지 였습니다, 퇴근 후 에도, 늦게 까지: 한글 맞춤법 제41항, particles
// stand with the word before them); a noun 뿐 apart (부서 뿐 아니라; after a verb's -ㄹ form 뿐 is a bound
// noun and stands apart: 할 뿐); one-word 그때, 그동안, 그중, 그날, 그다음, 이때, 이날 written as two (but 그 때문에);
// -아야/-어야 되다, two words, written as one (해야될지); the bound noun 중 glued to an activity (진행중,
// 회의중: 진행 중); 간 of a duration written apart (3년 간: 3년간); 안 되다 (must not) glued after -면; 가능한 한
// without 한; and 거 glued before 지/데/가 (된건지). Tested both ways in round-twenty.test.ts.
import type { ContextRule } from './spelling-families';

const HANGUL = 0xac00;
const finalOf = (s: string) => {
  const code = (s.at(-1) ?? '').charCodeAt(0) - HANGUL;
  return code >= 0 && code < 11172 ? code % 28 : -1;
};
/** Nothing or punctuation after: the particle or copula is a word of its own. */
const ALONE = '(?=[\\s.,!?;:)]|$)';
/** Particles that are never words of their own (not 마저, also an adverb: 남은 일을 마저 끝냈다). */
const PARTICLES =
  '까지|부터|에서|에게|에게서|처럼|조차|마다|에서도|까지도|부터는|에서는|에게는|에도|으로부터|로부터|으로서|으로써|로서|로써';
/** The copula contracted after a vowel (였-) and 입니다; not 이었-, also 잇다's past (선을 이었다). */
const COPULA = '였습니다|였다|였고|였으며|였던|였는데|였기에|였지만|였을|입니다';
/** A particle after a one-word 그때, 그날 … (or nothing): 그 날씨, 그 중요한 are other words. */
const AFTER_NOUN = '(?=(?:에|에는|에도|엔|은|는|이|을|의|부터|까지|만|도|처럼|보다)?(?![가-힣]))';
/** What 안 (not) of 안 되다 follows: a condition or a concession (하면 안 된다, 해서는 안 된다). */
const BEFORE_AN = '면|서는|서|도|어야지|아야지';
/** Activities written with 중 (during): 부재중, 도중, 집중 are words, so a list. */
const ACTIVITIES =
  '진행|회의|근무|작업|통화|공사|운전|검토|준비|개발|수업|식사|출장|휴가|교육|상담|점검|대기|조사|협의|논의|수리|정비|운행|운항';

export const KO_SPACING: ContextRule[] = [
  {
    id: 'spacing-join',
    re: new RegExp(`([가-힣0-9]+)\\s+(${PARTICLES})${ALONE}`, 'g'),
    fix: (m) => `${m[1]}${m[2]}`,
  },
  {
    id: 'spacing-join',
    re: new RegExp(`([가-힣]+)\\s+(${COPULA})${ALONE}`, 'g'),
    // After a final consonant the copula is 이었- (학생였다 is no word: 학생이었다).
    fix: (m) => `${m[1]}${finalOf(m[1]) > 0 && m[2].startsWith('였') ? `이었${m[2].slice(1)}` : m[2]}`,
  },
  {
    id: 'spacing-join',
    re: /(?<![가-힣])([가-힣]+)\s뿐(?=(?:만|이|이다|이었|입니|아니라|인|으로)?(?![가-힣]))/g,
    // After a verb's -ㄹ form (할 뿐, 했을 뿐) 뿐 is a bound noun and stands apart.
    when: (m) => finalOf(m[1]) !== 8,
    fix: (m) => `${m[1]}뿐`,
  },
  {
    id: 'spacing-join',
    re: new RegExp(`(?<![가-힣])(그|이)\\s(때|날|동안|중|다음)${AFTER_NOUN}`, 'g'),
    when: (m) => m[1] === '그' || m[2] === '때' || m[2] === '날',
    fix: (m) => `${m[1]}${m[2]}`,
  },
  {
    id: 'spacing',
    re: /([가-힣]*[해아어여와워봐가써줘려셔켜춰겨져쳐]야)(되|돼|됐|된|될|됨|됩)/g,
    fix: (m) => `${m[1]} ${m[2]}`,
  },
  {
    id: 'spacing',
    re: new RegExp(
      `(?<![가-힣])(${ACTIVITIES})중(?=(?:에|이|인|입|이었|이다|이라|으로|에는)?(?![가-힣]))`,
      'g',
    ),
    fix: (m) => `${m[1]} 중`,
  },
  {
    id: 'spacing-join',
    re: /(\d+\s?(?:년|개월|주|일|시간|분기|학기))\s간(?=(?:의|에|동안)?(?![가-힣]))/g,
    fix: (m) => `${m[1]}간`,
  },
  // 안 되다 (must not) written 안되다, which is an adjective of pity (안됐다, 안된 마음): after -면, -서는.
  {
    id: 'spacing',
    re: new RegExp(`([가-힣]*(?:${BEFORE_AN}))\\s안(되|돼|됩|됐)`, 'g'),
    fix: (m) => `${m[1]} 안 ${m[2]}`,
  },
  // 가능한 한 (as … as possible) without its 한.
  {
    id: 'spacing',
    re: /(?<![가-힣])가능한\s(빨리|빠르게|많이|신속히|신속하게|일찍|조속히|적게|짧게|오래|정확하게|자주)/g,
    fix: (m) => `가능한 한 ${m[1]}`,
  },
  // The bound noun 거 (것) glued to a verb's adnominal form before 지, 데, 가 (된건지, 아닌건지).
  {
    id: 'spacing',
    re: /(?<![가-힣])(된|한|하는|했던|간|온|본|없는|있는|있던|없던|맞는|아닌|그런|이런|저런)건(지|데|가)(?![가-힣]*비)/g,
    fix: (m) => `${m[1]} 건${m[2]}`,
  },
];
