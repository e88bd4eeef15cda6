// Round twenty-four (ADR 0039), from the third spelling development set and fresh16's misses, by family:
// Korean -든지 after a question word it is glued to (무엇이던지, 누구던지, 어디던), the -스레 adverbs written
// -시리/-스리 (괜시리, 조심스리), 띄다 "to catch the eye" written 띠다 "to bear" after 눈에 (눈에 띠게);
// English its written it's after a preposition (below it's buffer), their written there between a verb of
// handing, taking or keeping (or a preposition) and a plural noun (handed over there radios); Indonesian ke
// glued to a word of direction (kedepannya, keatas), ubah written rubah (a fox) as a verb after its subject
// or a modal (saya rubah, akan rubah). After the fourth development set: Korean 대로 written 데로 and 한창
// written 한참; English stationery and compliment; Indonesian tahu written tau. Tested both ways in
// round-twenty-four-spelling.test.ts.
import type { ContextRule } from './context-rule';

/** Question words -든지 follows as a word of its own (누구든지, 어디든지, 무엇이든지, 얼마든지). */
const WHO_WHAT = '무엇이|누구|어디|언제|뭐|얼마';
/** Stems of the -스레 adverbs (괜스레, 조심스레, 새삼스레, 자연스레, 갑작스레, 천연덕스레, 능청스레). */
const SEURE = '괜|조심|새삼|자연|갑작|천연덕|능청|자랑|걱정|부담|어른|고집';
/** What comes between 눈에 and the verb (눈에 확 띄는, 눈에 크게 띄게). */
const EYE_ADVERB = '잘|확|크게|많이|쉽게|금방|더|유독|부쩍|특히|가장|제일';

/** Verbs of saying, planning or wanting before the bound noun 대로 "as" (닥치는 대로, 말씀하신 대로). */
const AS_DONE =
  '닥치는|시키는|하라는|말씀하신|말한|말하는|생각한|생각하는|계획한|배운|들은|원하는|약속한|정해진|느낀|마음먹은|지시한|지시받은|요청한|요청하신|알려 준|알려 주신|안내한|정한';

export const KO_THIRD: ContextRule[] = [
  // 대로 "as" written 데로 (데 "a place" and 로) after a verb of saying, planning or wanting.
  {
    id: 'sound-alike',
    re: new RegExp(`(?<![가-힣])((?:${AS_DONE}) )데로(?![가-힣])`, 'g'),
    fix: (m) => `${m[1]}대로`,
  },
  // 한창 "the height of" written 한참 "a long while" as the peak of something: 한참일 때, 한참인, 한참이던.
  {
    id: 'sound-alike',
    re: /(?<![가-힣])한참(일|인|이던)(?![가-힣])/g,
    fix: (m) => `한창${m[1]}`,
  },
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
  // stationery (paper, pens) written stationary (not moving) where it is bought, kept or used.
  {
    id: 'confusable',
    re: /\b((?:order|orders|ordered|ordering|buy|bought|office|school|wedding|printed|branded|new|of) )stationary\b|\bstationary(?= (?:supplies|cupboard|order|orders|budget|items|suppliers?|shop|stock)\b)/g,
    fix: (m) => `${m[1] ?? ''}stationery`,
  },
  // compliment (praise) written complement as what is paid, given or received.
  {
    id: 'confusable',
    re: /\b((?:paid|pay|pays|paying|gave|give|received|receive|got|get) (?:(?:me|us|him|her|them|the team|a|an|many|some|lots of|lovely|nice|kind|big|great|real|huge|genuine|warm) ){0,3})complement(s)?\b/g,
    fix: (m) => `${m[1]}compliment${m[2] ?? ''}`,
  },
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

/** Who knows, or the word of not, wanting or having before tahu "to know" (saya tahu, tidak tahu, ingin tahu). */
const BEFORE_KNOW =
  'saya|aku|kami|kita|anda|dia|mereka|tidak|tak|nggak|gak|belum|sudah|ingin|mau|cari|biar|agar|supaya';

export const ID_THIRD: ContextRule[] = [
  // tahu "to know" written tau, as it is said (tau is KBBI's Greek letter): after who knows or a modal.
  {
    id: 'baku',
    re: new RegExp(`(?<=\\b(?:${BEFORE_KNOW}) )([Tt])au\\b`, 'gi'),
    fix: (m) => `${m[1]}ahu`,
  },
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
