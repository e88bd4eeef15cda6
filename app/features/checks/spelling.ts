// The spelling check (ADR 0039): the kept misspellings, the kept context rules, and each remaining word
// the dictionary (Hunspell, in a worker thread: speller.server.ts) does not know. This file is pure: the
// dictionary's verdicts come in as `unknown` (word → suggestions), and `judge` decides a word with a
// dictionary's `correct` passed in, so both sides are tested without loading a dictionary.
import { ACCEPTED, KNOWN_MISSPELLINGS, KO_TAILS } from './spelling-lists';
import { contextHits } from './spelling-rules';
import { overlaps, tokens, type Token } from './text';
import type { CheckLang, Finding } from './types';

const accepted = {
  ko: new Set(ACCEPTED.ko),
  en: new Set(ACCEPTED.en.map((w) => w.toLowerCase())),
  id: new Set(ACCEPTED.id.map((w) => w.toLowerCase())),
};
const KO_PARTICLE =
  /(?:은|는|이|가|을|를|의|에|에서|에게|와|과|로|으로|도|만|까지|부터|처럼|이나|나|라는|이라는)$/;

const known = (lang: CheckLang, word: string) =>
  KNOWN_MISSPELLINGS[lang][lang === 'ko' ? word : word.toLowerCase()];

function isAccepted(lang: CheckLang, word: string): boolean {
  if (lang !== 'ko') return accepted[lang].has(word.toLowerCase());
  if (accepted.ko.has(word)) return true;
  const stem = word.replace(KO_PARTICLE, '');
  return stem.length >= 2 && accepted.ko.has(stem);
}

/** Whether a word of this language is one a dictionary should judge (not a name, figure or foreign word). */
function askable(lang: CheckLang, t: Token, text: string): boolean {
  const w = t.word;
  if (w.length < 2 || /\d/.test(w)) return false;
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
  for (const t of tokens(text)) {
    if (!askable(lang, t, text) || overlaps(spans, t.start, t.end)) continue;
    if (known(lang, t.word) || isAccepted(lang, t.word)) continue;
    out.add(t.word);
  }
  return [...out];
}

/**
 * Whether a dictionary that rejects `word` should still let it pass: Korean words glued from two known
 * words (향상+시켰습니다, 협업+하여), each part of two or more syllables or a kept ending; English and
 * Indonesian words known in lower case or with a possessive.
 */
export function judge(lang: CheckLang, word: string, correct: (w: string) => boolean): boolean {
  if (correct(word)) return true;
  if (lang === 'ko') {
    const bare = word.replace(KO_PARTICLE, '');
    for (const w of bare.length >= 2 && bare !== word ? [word, bare] : [word]) {
      if (w !== word && correct(w)) return true;
      for (const tail of KO_TAILS)
        if (w.length - tail.length >= 2 && w.endsWith(tail)) {
          const head = w.slice(0, -tail.length);
          if (correct(head) || isAccepted('ko', head)) return true;
        }
      for (let i = 2; i <= w.length - 2; i++) if (correct(w.slice(0, i)) && correct(w.slice(i))) return true;
    }
    return false;
  }
  const bare = word.replace(/['’]s$/, '');
  if (correct(bare.toLowerCase()) || (bare !== word && correct(bare))) return true;
  return closedCompound(bare.toLowerCase(), correct);
}

/** Plural and verb endings a closed compound takes ("signups", "logins", "workflows", "checked-in"). */
const LATIN_ENDINGS = ['s', 'es', 'ed', 'd', 'ing', 'er', 'ers'];

/**
 * A closed compound of two dictionary words, the first of three or more letters and the second of two or
 * more ("signup", "dataset"), or such a compound with a plural or verb ending ("signups", "logins"):
 * dictionaries list few of the compounds working life coins. Two-letter heads stay flagged ("alot",
 * "infact", "aswell"); compounds that are misspellings ("eachother", "thankyou") are kept misspellings.
 */
function closedCompound(w: string, correct: (w: string) => boolean): boolean {
  if (w.length < 5 || !/^[a-z]+$/.test(w)) return false;
  const stems = [
    w,
    ...LATIN_ENDINGS.filter((e) => w.length - e.length >= 5 && w.endsWith(e)).map((e) =>
      w.slice(0, -e.length),
    ),
  ];
  for (const stem of stems)
    for (let i = 3; i <= stem.length - 2; i++)
      if (correct(stem.slice(0, i)) && correct(stem.slice(i))) return true;
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
    const fix = known(lang, t.word);
    if (fix) add([t.start, t.end], 'spelling.known', [fix], t.word);
  }
  for (const hit of contextHits(text, lang))
    add(hit.range, `spelling.rule.${hit.rule}`, [hit.fix], hit.found);
  for (const t of tokens(text)) {
    const suggestions = Object.hasOwn(unknown, t.word) ? unknown[t.word] : undefined;
    if (suggestions) add([t.start, t.end], 'spelling.unknown', suggestions.slice(0, 3), t.word);
  }
  return out.sort((a, b) => a.range[0] - b.range[0]);
}
