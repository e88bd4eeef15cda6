// Round twenty-four (ADR 0039), from the third spelling development set and fresh16's misses, by family:
// Korean -든지 after a question word it is glued to (무엇이던지, 누구던지, 어디던), the -스레 adverbs written
// -시리/-스리 (괜시리, 조심스리), 띄다 "to catch the eye" written 띠다 "to bear" after 눈에 (눈에 띠게);
// English its written it's after a preposition (below it's buffer), their written there between a verb of
// handing, taking or keeping (or a preposition) and a plural noun (handed over there radios); Indonesian ke
// glued to a word of direction (kedepannya, keatas), ubah written rubah (a fox) as a verb after its subject
// or a modal (saya rubah, akan rubah). Tested both ways in round-twenty-four-spelling.test.ts.
import type { ContextRule } from './context-rule';

/** Question words -든지 follows as a word of its own (누구든지, 어디든지, 무엇이든지, 얼마든지). */
const WHO_WHAT = '무엇이|누구|어디|언제|뭐|얼마';
/** Stems of the -스레 adverbs (괜스레, 조심스레, 새삼스레, 자연스레, 갑작스레, 천연덕스레, 능청스레). */
const SEURE = '괜|조심|새삼|자연|갑작|천연덕|능청|자랑|걱정|부담|어른|고집';
/** What comes between 눈에 and the verb (눈에 확 띄는, 눈에 크게 띄게). */
const EYE_ADVERB = '잘|확|크게|많이|쉽게|금방|더|유독|부쩍|특히|가장|제일';

export const KO_THIRD: ContextRule[] = [
  {
    id: 'ending',
    re: new RegExp(`(?<![가-힣])(${WHO_WHAT})던(지)?(?![가-힣])`, 'g'),
    fix: (m) => `${m[1]}든${m[2] ?? ''}`,
  },
  {
    id: 'ending',
    re: new RegExp(`(?<![가-힣])(${SEURE})(?:시리|스리|시레)(?![가-힣])`, 'g'),
    fix: (m) => `${m[1]}스레`,
  },
  {
    id: 'look-alike',
    re: new RegExp(
      `(눈에\\s?(?:(?:${EYE_ADVERB})\\s)?)(?:띠(게|는|었|지|고|어|기|니|면|더라)(?![가-힣])|띤(?=다|데|$|[^가-힣]))`,
      'g',
    ),
    fix: (m) => (m[2] ? `${m[1]}띄${m[2]}` : `${m[1]}띈`),
  },
];

/** Prepositions after which it's (it is) cannot stand: the possessive its follows them. */
const PREPOSITIONS =
  'below|above|of|in|into|within|from|on|onto|under|by|at|throughout|across|beyond|towards?|with|without|during|despite|through|inside|outside';
/** Verbs of handing, taking or keeping, with their particle, before a possessive and its noun. */
const HANDING =
  '(?:handed|hand|hands|handing|gave|give|gives|giving|took|take|takes|taking|collected|collect|collects|returned|return|returns|checked|check|checks|swapped|shared|share|updated|logged|signed|lost|brought|bring|brings|showed|show|charged|locked)(?: (?:over|in|back|out|off|up))?|with|of|for|about|among';
/** Words in -s after "there" that are no plural noun: verbs, adverbs, spans of time. */
const NOT_PLURAL =
  'is|was|has|does|seems|remains|exists|appears|comes|goes|lies|stands|follows|happens|years|months|weeks|days|hours|minutes|times|decades|always|perhaps|sometimes|afterwards|towards|across|unless|thus|plus|as|us|yes';

export const EN_THIRD: ContextRule[] = [
  {
    id: 'confusable',
    re: new RegExp(`(?<=\\b(?:${PREPOSITIONS}) )([Ii])t['’]s (?=[a-z])`, 'gi'),
    fix: (m) => `${m[1]}ts `,
  },
  {
    id: 'confusable',
    re: new RegExp(`(?<=\\b(?:${HANDING}) )([Tt])here (?=(?!(?:${NOT_PLURAL})\\b)[a-z]{2,}(?<!s)s\\b)`, 'g'),
    fix: (m) => `${m[1]}heir `,
  },
];

/** Words of direction ke is written apart from (ke depan, ke atas, ke dalam). */
const DIRECTIONS = 'depan|belakang|atas|bawah|dalam|samping|tengah|seberang';
/** Who or what comes before ubah, the verb: a subject, a modal or an aspect word. */
const BEFORE_VERB =
  'saya|kami|kita|aku|anda|mereka|akan|harus|perlu|bisa|dapat|ingin|mau|sudah|telah|untuk|segera|tidak|belum|coba|sempat|langsung';

export const ID_THIRD: ContextRule[] = [
  {
    id: 'di-apart',
    re: new RegExp(`\\b([Kk])e(${DIRECTIONS})(nya)?\\b`, 'g'),
    fix: (m) => `${m[1]}e ${m[2]}${m[3] ?? ''}`,
  },
  {
    id: 'baku',
    re: new RegExp(`(?<=\\b(?:${BEFORE_VERB}) )([Rr])ubah\\b(?! (?:itu|ini|liar|merah|ekor|kecil)\\b)`, 'gi'),
    fix: (m) => (m[1] === 'R' ? 'Ubah' : 'ubah'),
  },
];
