// The spelling check (ADR 0039): the kept misspellings, the kept context rules, and each remaining word
// the dictionary (Hunspell, in a worker thread: speller.server.ts) does not know. This file is pure: the
// dictionary's verdicts come in as `unknown` (word → suggestions), and `judge` decides a word with a
// dictionary's `correct` passed in, so both sides are tested without loading a dictionary.
import { englishLoan, indonesianAffixed, personNoun, prefixedName } from './indonesian-affixes';
import { doubledConsonant, indonesianShapes, indonesianTerm } from './indonesian-english-terms';
import { KO_AGENCIES } from './korean-agencies';
import { KO_BOUND_SUFFIXES } from './korean-bound-suffixes';
import { nounVerbCompound, passiveAdnominal } from './korean-compounds';
import { dottedTail, skippedInContext } from './spelling-skips';
import { hangulLoanword, type EnglishWords } from './korean-loanwords';
import type { Morpheme } from './korean-morpheme';
import { adverbGluedToHa, analyserAccepts } from './korean-morphemes';
import { KO_ONE_SYLLABLE_LOANWORDS as KO_ONE } from './korean-standard-loanwords';
import { ACCEPTED, KNOWN_MISSPELLINGS, KO_TAILS } from './spelling-lists';
import { closedCompound, derived, doubledLetter, droppedOrSwapped, hyphenated } from './english-words';
import { movedDouble } from './english-moved-double';
import { movedSiotSlip } from './korean-moved-final';
import { contextHits } from './spelling-rules';
import { wordKind } from './spelling-kinds';
import { candidates, likelyConfusions } from './suggest';
import { overlaps, tokens, type Token } from './text';
import type { CheckLang, Finding } from './types';

export { englishLoan };
export { doubledLetter, EN_HYPHEN_PREFIXES, hyphenated } from './english-words';

const accepted = {
  ko: new Set([...ACCEPTED.ko, ...KO_AGENCIES]),
  en: new Set(ACCEPTED.en.map((w) => w.toLowerCase())),
  id: new Set(ACCEPTED.id.map((w) => w.toLowerCase())),
};
const KO_PARTICLE =
  /(?:은|는|이|가|을|를|의|에|에서|에게|와|과|로|으로|도|만|까지|부터|처럼|이나|나|라는|이라는|이랑|랑)$/;

const known = (lang: CheckLang, word: string) =>
  lang === 'ko' ? knownKo(word) : KNOWN_MISSPELLINGS[lang][word.toLowerCase()];

/**
 * A kept Korean misspelling, also with a particle or a glued suffix after it (몇일씩: 며칠씩, 역활을:
 * 역할을): the correction keeps what follows.
 */
export function knownKo(word: string): string | undefined {
  const list = KNOWN_MISSPELLINGS.ko;
  if (Object.hasOwn(list, word)) return list[word];
  for (const tail of [KO_PARTICLE.exec(word)?.[0], KO_NOUN_SUFFIX.exec(word)?.[0]]) {
    if (!tail || word.length - tail.length < 2) continue;
    const stem = word.slice(0, -tail.length);
    if (Object.hasOwn(list, stem)) return list[stem] + tail;
  }
  return undefined;
}

function isAccepted(lang: CheckLang, word: string): boolean {
  if (lang !== 'ko') return accepted[lang].has(word.toLowerCase());
  const stem = word.replace(KO_PARTICLE, '');
  return accepted.ko.has(word) || ((stem.length >= 2 || KO_ONE.has(stem)) && accepted.ko.has(stem));
}

/** Whether a word of this language is one a dictionary should judge (not a name, figure or foreign word). */
function askable(lang: CheckLang, t: Token, text: string): boolean {
  const w = t.word;
  if (w.length < 2 || /\d/.test(w) || dottedTail(text, t.start)) return false;
  if (lang === 'ko') return /^[\uac00-\ud7a3]+$/.test(w);
  if (!/^[A-Za-z'’-]+$/.test(w)) return false;
  // Acronyms and capitalised words inside a sentence are names (a person, a product, a place).
  if (/^[A-Z]{2,}s?$/.test(w)) return false;
  if (/^[A-Z]/.test(w)) {
    const before = text.slice(Math.max(0, t.start - 3), t.start);
    if (!(t.start === 0 || /[.!?\n]\s*$/.test(before))) return false;
  }
  return true;
}

/** The words of `text` to ask the dictionary about (each once). */
export function wordsToSpell(text: string, lang: CheckLang, spans: [number, number][]): string[] {
  const out = new Set<string>();
  const toks = tokens(text);
  for (const [i, t] of toks.entries()) {
    if (!askable(lang, t, text) || overlaps(spans, t.start, t.end)) continue;
    // A name given as an example of a kind of firm (이화상사처럼 … 입점 판매자; round thirteen), a counter
    // with 뿐 after a numeral (한 번뿐인; round sixteen).
    if (skippedInContext(lang, toks, i, text)) continue;
    if (known(lang, t.word) || isAccepted(lang, t.word)) continue;
    out.add(t.word);
  }
  return [...out];
}

/**
 * Whether a dictionary that rejects `word` should still let it pass: Korean words glued from two known words
 * (향상+시켰습니다), each part two syllables or more or a kept ending; others in lower case or possessive.
 */
export function judge(
  lang: CheckLang,
  word: string,
  correct: (w: string) => boolean,
  second: SecondOpinion = {},
): boolean {
  // An adverb glued to 하다 (열심히했습니다, 안절부절하며) is no known word and an ending.
  if (lang === 'ko' && second.analyse && !correct(word))
    if (adverbGluedToHa(word, second.analyse(word), correct)) return false;
  if (judgeParts(lang, word, correct)) return true;
  // A ㅅ under the wrong syllable (구렛나루 for 구레나룻; korean-moved-final.ts): no reading saves it.
  if (lang === 'ko' && movedSiotSlip(word, correct, KO_PARTICLE)) return false;
  // A Korean word the analyser reads wholly into nouns, particles and endings (korean-morphemes.ts).
  if (lang === 'ko' && second.analyse)
    if (analyserAccepts(word, second.analyse, correct, likelyConfusions, KO_PARTICLE)) return true;
  // A Sino-Korean word of the kept hanja word list, alone or in a compound (접안, 학예+연구실에서, 재+인입).
  if (lang === 'ko' && second.listed && sinoKorean(word, correct, second.listed, second.analyse)) return true;
  // A loanword written in Hangul that reads back into English words (팹 fab, 셋업 setup, 인게임 in+game).
  if (lang === 'ko' && second.english)
    if (hangulLoanword(word, correct, second.english, KO_PARTICLE, second.analyse)) return true;
  // A noun and a verb's -기 form or 첫 and a noun as one word (숲+가꾸기, 첫+아이); a passive's -ㄹ (지켜질).
  if (lang === 'ko' && nounVerbCompound(word, correct, KO_PARTICLE, second.analyse)) return true;
  if (lang === 'ko' && passiveAdnominal(word, correct)) return true;
  // An Indonesian word of the kept word list that is no slip of a dictionary word (praktek: praktik), or
  // one of its commonest words, which a slip is not (dulu, tapi, fitur, pasca, independen: words the kept
  // dictionary lacks that lie one letter from another; praktek ranks ~10,600th; the kept misspellings
  // among them — dimana, mempengaruhi — are flagged by the kept list first).
  if (lang === 'id' && second.listed?.(word.toLowerCase())) {
    const lower = word.toLowerCase();
    if (second.common?.(lower)) return true;
    let near = false;
    for (const c of candidates('id', lower)) if (c !== lower && c.length > 2 && (near = correct(c))) break;
    if (!near && !doubledConsonant(lower, correct)) return true;
  }
  // Round twenty-seven (spelling-kinds.ts): 코칭+했습니다, 홀+별, 서툰; amlodipine, bariatric.
  if (wordKind(lang, word, correct, (w) => w !== word && judge(lang, w, correct, second))) return true;
  // A Hangul word no dictionary word is one edit away from is a loanword or a term, not a slip (리뉴얼).
  // The words near it are judged without the loanword marks (테 in a one-jamo change is no word).
  if (lang === 'ko')
    return farFromDictionary(word, (w) => judgeParts('ko', w, correct, false, second.kept), correct);
  // An English word written with hyphens is judged part by part (Mis-loads, co-ordinated).
  if (lang === 'en') return hyphenated(word, (part) => judgeParts(lang, part, correct));
  return false;
}

/**
 * What the speller thread knows besides Hunspell: the Korean analyser (korean-analyser.ts), the Sino-Korean
 * list (dictionaries/ko/sino-korean.txt.gz: libhangul's hanja words, BSD-3, Hunspell lacks), English words
 * for loanwords (dictionary-en's among @zxcvbn-ts/language-en's), Indonesian Wikipedia's (@zxcvbn-ts/language-id).
 */
export type SecondOpinion = {
  analyse?: (w: string) => Morpheme[];
  listed?: (w: string) => boolean;
  /** Korean: the English words a loanword written in Hangul may read back into (korean-loanwords.ts). */
  english?: EnglishWords;
  /** Indonesian: the 3,000 commonest words of that list (round eleven). */
  common?: (w: string) => boolean;
  /** Whether Hunspell's verdict on a word is kept already (asking it again costs no look-up; round twelve). */
  kept?: (w: string) => boolean;
};

function judgeParts(
  lang: CheckLang,
  word: string,
  correct: (w: string) => boolean,
  loans = true,
  kept?: (w: string) => boolean,
): boolean {
  if (correct(word)) return true;
  if (lang === 'ko') {
    const looksLoan = (w: string) => loans && looksLoanword(w);
    const bare = word.replace(KO_PARTICLE, '');
    for (const w of bare.length >= 2 && bare !== word ? [word, bare] : [word]) {
      if (w !== word && correct(w)) return true;
      if (looksLoan(w)) return true;
      for (const tail of KO_TAILS)
        if (w.length - tail.length >= 2 && w.endsWith(tail)) {
          const head = w.slice(0, -tail.length);
          if (correct(head) || isAccepted('ko', head)) return true;
        }
      // A noun with a suffix or bound noun after it (하나씩, 창고별, 일주일씩, 세 번째), then a particle.
      const noun = KO_NOUN_SUFFIX.exec(w);
      if (noun && w.length - noun[0].length >= 2) {
        const head = w.slice(0, -noun[0].length);
        if (correct(head) || isAccepted('ko', head) || looksLoan(head)) return true;
      }
      // A Sino-Korean prefix on a known word (비+대면, 재+방문, 오+분류, 무+재해).
      if (sinoKoreanPrefixed(w, (rest) => judgeParts('ko', rest, correct, loans))) return true;
      // A compound of known words, kept words or loanwords, of two parts or more (모바일+뱅킹, 품질+보증).
      const part = (x: string) => correct(x) || isAccepted('ko', x) || looksLoan(x);
      const nounLike = (x: string) => part(x) || koCompound(x, part) || sinoKoreanPrefixed(x, part);
      if (part(w) || sinoKoreanPrefixed(w, part)) return true;
      // Two known words glued are no compound when the whole is one likely slip of a word Hunspell knows
      // (무릎+쓰고 is 무릅쓰고 misspelt, not "knee" + "use"): the split is the coincidence.
      if (koCompound(w, part, 0, kept) && !(loans && compoundSlip(w, correct))) return true;
      // Such a noun with a one-syllable bound suffix (기간+제, 방과+후, 품질보증+팀).
      if (boundSuffixed(w, nounLike)) return true;
    }
    return false;
  }
  const bare = word.replace(/['’]s$/, '');
  if (correct(bare.toLowerCase()) || (bare !== word && correct(bare))) return true;
  if (lang === 'id')
    return (
      indonesianAffixed(bare.toLowerCase(), correct) ||
      englishLoan(bare.toLowerCase(), correct) ||
      prefixedName(bare) ||
      personNoun(bare.toLowerCase(), correct) ||
      indonesianTerm(bare, correct) ||
      indonesianShapes(bare, correct) ||
      (derived(bare.toLowerCase(), correct, 'id') &&
        !droppedOrSwapped(bare.toLowerCase(), correct) &&
        !doubledLetter(bare.toLowerCase(), correct) &&
        !movedDouble(bare.toLowerCase(), correct))
    );
  const lower = bare.toLowerCase();
  return (
    (closedCompound(lower, correct) || derived(lower, correct)) &&
    !droppedOrSwapped(lower, correct) &&
    !doubledLetter(lower, correct) &&
    !movedDouble(lower, correct)
  );
}

/** Whether a Korean word is one likely slip (a vowel, final or initial writers confuse) of a word `correct` knows. */
export function compoundSlip(w: string, correct: (w: string) => boolean): boolean {
  for (const c of likelyConfusions(w)) if (c !== w && correct(c)) return true;
  return false;
}

/**
 * Whether a Korean word Hunspell rejects is a Sino-Korean word of the kept hanja list (`listed`: words
 * written with their hanja, 접안 接岸, 열선 熱線, 인입 引入), with a particle, a noun suffix or a
 * Sino-Korean prefix (재+인입), or in a compound whose parts are listed or known (학예+연구실에서,
 * 학예+연구+사로). A misspelling has no hanja of its own, so the list holds few (4 of the 100 kept
 * misspellings: 댓가, 구지, 예기, 웃층, which the kept list catches first). Safeguard for a slip that
 * happens to be a listed word: a listed word that is a likely confusion of a word Hunspell knows (접안 →
 * 접한, 가혹 → 가옥) passes only when the analyser also reads it as one noun of its dictionary; without
 * the analyser it stays flagged.
 */
export function sinoKorean(
  word: string,
  correct: (w: string) => boolean,
  listed: (w: string) => boolean,
  analyse?: (w: string) => Morpheme[],
): boolean {
  const oneNoun = (x: string) => {
    const m = analyse?.(x);
    return !!m && m.length === 1 && m[0].known && /^NN[GP]$/.test(m[0].pos);
  };
  const sino = (x: string) => {
    if (x.length < 2 || !listed(x)) return false;
    for (const c of likelyConfusions(x)) if (c !== x && correct(c)) return oneNoun(x);
    return true;
  };
  const part = (x: string) => correct(x) || isAccepted('ko', x) || sino(x);
  const forms = new Set([word, word.replace(KO_PARTICLE, '')]);
  const suffix = KO_NOUN_SUFFIX.exec(word);
  if (suffix) forms.add(word.slice(0, -suffix[0].length));
  for (const w of forms) {
    if (w.length < 2 || !/^[\uac00-\ud7a3]+$/.test(w)) continue;
    // A particle or suffix follows a noun, not a root: 솔직 (率直) + 이 is 솔직히 misspelt.
    if (w !== word && analyse?.(w).at(-1)?.pos.startsWith('XR')) continue;
    // At least one listed part: a compound of Hunspell's words alone is judgeParts' to decide.
    const nounLike = (x: string) => part(x) || koCompound(x, part) || sinoKoreanPrefixed(x, part);
    if (part(w) || sinoKoreanPrefixed(w, part) || boundSuffixed(w, nounLike)) return true;
    if (koCompound(w, part) && !compoundSlip(w, correct)) return true;
  }
  return false;
}

/**
 * A Korean compound of two or more parts, each `part` of two or more syllables (품질+보증, 품질+보증+체계,
 * 모바일+뱅킹): the dictionary lists few of the compounds working life writes glued.
 */
export function koCompound(
  w: string,
  part: (x: string) => boolean,
  depth = 0,
  /** Whether a word's verdict is kept (round twelve): see below. */
  kept?: (x: string) => boolean,
): boolean {
  // The rest first, then the head (the same answer either way): a slip's candidates differ from the word
  // in one syllable, and when it lies in the head, the rest is the word's own, whose verdict is kept — so
  // a head the rest already rules out is never looked up (round eleven: 원인이었습니 judged with 985
  // Korean look-ups instead of 1,568).
  // Round twelve: when the head's verdict is kept and the rest's is not (a candidate whose changed syllable
  // lies in the rest), the head is asked first — a head ruled out saves the rest's look-up and its own
  // splits. The same answer either way; `farFromDictionary` keeps the word's own heads first.
  for (let i = 2; i <= w.length - 2; i++) {
    const rest = w.slice(i);
    const head = w.slice(0, i);
    if (kept && kept(head) && !kept(rest) && !part(head)) continue;
    if (!(part(rest) || (depth < 2 && rest.length >= 4 && koCompound(rest, part, depth + 1, kept)))) continue;
    if (part(head)) return true;
  }
  return false;
}

export { KO_BOUND_SUFFIXES };

/**
 * Whether `w` is a noun `known` accepts, of two or more syllables, with a one-syllable bound suffix
 * (기간+제, 방과+후, 품질보증+팀; a particle after it is cut before): a misspelt noun before the suffix
 * stays flagged (역활+팀).
 */
export function boundSuffixed(w: string, known: (head: string) => boolean): boolean {
  return w.length >= 3 && KO_BOUND_SUFFIXES.includes(w[w.length - 1]) && known(w.slice(0, -1));
}

/**
 * Whether no word the check accepts is one edit away from a Hangul word (without its particle):
 * a slip of a Korean word (역활을, 됬을, 모바일굼융) lies one jamo from a word the check accepts (역할을,
 * 됐을, 모바일+금융); a loanword or trade term the dictionary lacks (리뉴얼을, 탑차를) lies far from every
 * word. Words of two syllables or fewer stay flagged (역활, 몇일).
 */
export function farFromDictionary(
  word: string,
  correct: (w: string) => boolean,
  /** Hunspell's own verdict on a whole word (round eleven): see below. */
  whole?: (w: string) => boolean,
): boolean {
  if (!/^[\uac00-\ud7a3]{3,}$/.test(word)) return false;
  // Without its particle when it has one: a one-jamo change of a particle can make a noun and a particle
  // of a Korean-looking pair (리뉴얼을: 리뷰+얼을).
  const bare = word.replace(KO_PARTICLE, '');
  const w = bare !== word && bare.length >= 2 ? bare : word;
  // What looks like a particle may be a verb's ending (-는, -은, -을, -이): a verb stem alone is no word,
  // so 햇갈리 is near nothing, but 햇갈리는 is one jamo from 헷갈리는, which Hunspell knows whole. A change
  // in the stem only (the ending kept), judged by Hunspell alone (not as a compound: 리뷰+얼을).
  const wholeWord = whole && w !== word ? (c: string) => whole(c + word.slice(w.length)) : () => false;
  // The word's own heads, and the heads of its rests that koCompound splits again (four syllables or
  // more), asked once (round twelve): a candidate changed in its rest then tries each split's head first,
  // and a head that is no word rules the split out without a look-up (원인이었습니: 984 → 856 look-ups).
  if (whole)
    for (let a = 0; a <= w.length - 4; a = a === 0 ? 2 : a + 1)
      for (let b = a + 2; b <= w.length - 2; b++) whole(w.slice(a, b));
  for (const c of candidates('ko', w)) if (correct(c) || wholeWord(c)) return false;
  return true;
}

/** Sino-Korean prefixes written glued to the noun they modify (비대면, 재방문, 미배정, 총매출, 저탄소). */
export const KO_PREFIXES = ['비', '재', '오', '미', '무', '불', '신', '총', '고', '저'];

/**
 * Whether `w` is a Sino-Korean prefix on a word `known` accepts of two or more syllables: the dictionary
 * lists 대면 and 방문, not every prefixed form. A misspelt word after the prefix stays flagged (재+방믄).
 */
export function sinoKoreanPrefixed(w: string, known: (rest: string) => boolean): boolean {
  if (w.length < 3) return false;
  if (KO_PREFIXES.includes(w[0])) return known(w.slice(1));
  // Round thirteen: prefixes of order and degree (전처리, 후공정, 역물류, 초저온, 반제품, 준전문가,
  // 탈플라스틱, 부센터장), on a noun of two syllables or more without its particle: 역+활을 is no prefix
  // on 활 (역할 misspelt).
  const rest = w.slice(1);
  return KO_ORDER_PREFIXES.includes(w[0]) && rest.replace(KO_PARTICLE, '').length >= 2 && known(rest);
}

/** Sino-Korean prefixes of order and degree: 前, 後, 逆, 超, 半, 準, 脫, 副 (round thirteen). */
export const KO_ORDER_PREFIXES = ['전', '후', '역', '초', '반', '준', '탈', '부'];

/**
 * Korean suffixes and bound nouns written glued to a noun (씩 "each", 별 "by", 째, 마다, 끼리, 쯤, 들, 당
 * "per", 간, 님, 측, 용, 상, 식, 가량), with a particle after them: the dictionary lists the noun, not
 * every noun with each suffix.
 */
const KO_NOUN_SUFFIX =
  /(?:씩|별|째|마다|끼리|쯤|들|당|간|님|측|용|상|식|가량)(?:은|는|이|가|을|를|의|에|에서|로|으로|도|만|과|와|까지|부터)?$/;

/**
 * Loanwords written in Hangul (풀필먼트, 캐시, 템플릿): Hunspell's Korean dictionary lists few of the
 * loanwords working life uses. A word with a syllable Korean and Sino-Korean words do not have but
 * transliteration makes — an English final consonant given the vowel ㅡ (트, 스, 크, 프, 드, 브, 즈, 츠)
 * or an aspirated initial with the vowel ㅐ/ㅔ that Sino-Korean never has (캐, 캠, 케, 테, 템, 페, 펜) — is taken for a loanword and left to the member.
 * Native misspellings (역활, 헤메, 몇일, 됬) carry none of these syllables.
 */
const EPENTHETIC = /[트스크프드브즈츠]/;
function looksLoanword(w: string): boolean {
  if (w.length < 2) return false;
  if (EPENTHETIC.test(w)) return true;
  for (const ch of w) {
    const code = ch.charCodeAt(0) - 0xac00;
    if (code < 0 || code >= 11172) continue;
    const initial = Math.floor(code / 588);
    const vowel = Math.floor((code % 588) / 28);
    const final = code % 28;
    // ㅋ (15) with ㅐ (1) or ㅔ (5); ㅌ (16) and ㅍ (17) with ㅔ: 캐, 캠, 케, 테, 템, 페, 펜…
    if (
      (initial === 15 && (vowel === 1 || vowel === 5)) ||
      ((initial === 16 || initial === 17) && vowel === 5)
    )
      return true;
    // English "-king", "-ting", "-ping" (뱅킹, 마케팅, 쇼핑): ㅋ, ㅌ or ㅍ with ㅣ (20) and ㅇ (21) below.
    if (initial >= 15 && initial <= 17 && vowel === 20 && final === 21) return true;
  }
  return false;
}

/**
 * The spelling findings: kept misspellings, context rules, then the words the dictionary rejected
 * (`unknown`, with its suggestions), none inside a protected span; one finding per place.
 */
export function spellingFindings(
  text: string,
  lang: CheckLang,
  spans: [number, number][],
  unknown: Record<string, string[]>,
): Finding[] {
  const out: Finding[] = [];
  const taken: [number, number][] = [];
  const add = (range: [number, number], message: string, suggestions: string[], word: string) => {
    if (overlaps(spans, range[0], range[1]) || overlaps(taken, range[0], range[1])) return;
    taken.push(range);
    out.push({ kind: 'spelling', severity: 'fix', range, message, values: { word }, suggestions });
  };
  for (const t of tokens(text)) {
    const kept = known(lang, t.word);
    // A capitalised word keeps its capital in the correction (Karir: Karier; round fourteen).
    const fix = kept && lang !== 'ko' && /^[A-Z]/.test(t.word) ? kept[0].toUpperCase() + kept.slice(1) : kept;
    if (fix) add([t.start, t.end], 'spelling.known', [fix], t.word);
  }
  for (const hit of contextHits(text, lang))
    add(hit.range, `spelling.rule.${hit.rule}`, [hit.fix], hit.found);
  const toks = tokens(text);
  for (const [i, t] of toks.entries()) {
    if (skippedInContext(lang, toks, i, text)) continue;
    const suggestions = Object.hasOwn(unknown, t.word) ? unknown[t.word] : undefined;
    if (suggestions) add([t.start, t.end], 'spelling.unknown', suggestions.slice(0, 3), t.word);
  }
  return out.sort((a, b) => a.range[0] - b.range[0]);
}
