// A cheap "could Hunspell accept this?" for Korean, asked before Hunspell itself (speller-worker.ts): the
// Korean dictionary (dictionary-ko: 101,598 stems, 99,069 suffix rules, every word turned into jamo by its
// ICONV table) costs 70–150 µs a look-up, most of it on words it rejects — and judging a new word asks
// about hundreds of words one jamo from it that are no words (farFromDictionary, compound splits).
//
// A word Hunspell accepts is a stem of the .dic less what a suffix rule strips, then an ending; or, with
// a rule that takes a second suffix (COMPOUNDMORESUFFIXES' twofold suffixes), the head of its ending and
// a second ending; or one of the compounds its COMPOUNDRULEs allow (a noun + 들, numerals, a verb form + an
// auxiliary verb). This reads the same .aff and .dic and says no only when no such reading exists, so it
// never turns away a word Hunspell accepts: it ignores which stem takes which rule and each rule's
// condition, so it says yes more often than Hunspell, which then judges what it lets through (about one
// in four of the words Hunspell rejects). Words with anything but Hangul go to Hunspell unasked (digits,
// Latin letters: its other compound rules). Checked against Hunspell on the words of the planted sets
// and every word one jamo from them (hunspell-ko-filter.test.ts; ADR 0039, round sixteen).

/** The suffix rules of an .aff: how much each strips, what it adds, whether it takes a second suffix. */
function readRules(aff: string) {
  const aliases: number[][] = [[]];
  /** `cont`: the flag alias of the second suffixes a rule takes (0: none). */
  const rules: { flag: number; strip: number; add: string; cont: number }[] = [];
  let afHeader = false;
  for (const line of aff.split('\n')) {
    if (line.startsWith('AF ')) {
      if (afHeader) aliases.push(line.slice(3).trim().split(',').map(Number));
      afHeader = true;
    } else if (line.startsWith('SFX ')) {
      const p = line.split(/\s+/);
      if (p.length < 5) continue;
      const [add, cont] = p[3].split('/');
      rules.push({
        flag: Number(p[1]),
        strip: p[2] === '0' ? 0 : p[2].length,
        add: add === '0' ? '' : add,
        cont: cont ? Number(cont) : 0,
      });
    }
  }
  return { aliases, rules };
}

/**
 * The flags of the compound rules' LAST parts in dictionary-ko (COMPOUNDRULE (9)(14), (17)(18), (19)(20),
 * (21)(22), (2)(634)(18) and the numerals' (26)?(25)?(24)?(23)?(27)?, (26)?(25)?(29)?(28)?): 들, the
 * auxiliary verbs (가다, 듯하다, 만하다 …) and the numerals. Every earlier part of a compound is a whole
 * stem of a compound rule's flags. The digit and Latin-letter rules ((12)*(12), (16)*(14)?) are not
 * needed: such words skip the filter.
 */
const LAST_PART_FLAGS = new Set([14, 18, 20, 22, 23, 24, 25, 26, 27, 28, 29]);

/**
 * The lists hold each string's hash (hashOf), not the string: a substring's hash comes from the word's
 * prefix hashes without slicing it. Two strings with one hash only make the filter say yes more often.
 */
type Lists = {
  /** Stems less any strip their rules make (a second suffix's strip added). */
  stems: Set<number>;
  /** The same of the compounds' last parts, and the whole stems of the compound rules' flags. */
  lastStems: Set<number>;
  partStems: Set<number>;
  longestLast: number;
  longestPart: number;
  /** The jamo a last part begins with. */
  lastFirst: Set<number>;
  /** Every rule's ending; the heads of the endings that take a second suffix; the second endings. */
  ends: Set<number>;
  heads: Set<number>;
  seconds: Set<number>;
};

const MASK = 0x3fffffff;
const BASE = 131;

function hashOf(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, BASE) + s.charCodeAt(i)) & MASK;
  return h;
}

/** BASE to the power of each length a word may have. */
const POWERS = [1];
for (let i = 1; i <= 256; i++) POWERS.push(Math.imul(POWERS[i - 1], BASE) & MASK);

/** The hashes of a word's prefixes (one thread, one word at a time). */
const prefix = new Int32Array(257);

/** hashOf(w.slice(a, b)) from the prefix hashes. */
const part = (a: number, b: number) => (prefix[b] - Math.imul(prefix[a], POWERS[b - a])) & MASK;

export type KoreanFilter = (word: string) => boolean;

/** Builds the filter from dictionary-ko's .aff and .dic texts (~1 s; once per process, in the speller thread). */
export function koreanFilter(aff: string, dic: string): KoreanFilter {
  const { aliases, rules } = readRules(aff);
  const compoundFlags = new Set<number>();
  for (const m of aff.matchAll(/^COMPOUNDRULE .*$/gm))
    for (const f of m[0].matchAll(/\((\d+)\)/g)) compoundFlags.add(Number(f[1]));
  const l: Lists = {
    stems: new Set(),
    lastStems: new Set(),
    partStems: new Set(),
    longestLast: 0,
    longestPart: 0,
    lastFirst: new Set(),
    ends: new Set([hashOf('')]),
    heads: new Set(),
    seconds: new Set(),
  };
  // The second suffixes: the rules of the flags a rule that takes one names (dictionary-ko: alias 68).
  const secondFlags = new Set<number>();
  for (const r of rules) if (r.cont) for (const f of aliases[r.cont] ?? []) secondFlags.add(f);
  let secondStrip = 0;
  const strip = new Map<number, number>();
  for (const r of rules) {
    l.ends.add(hashOf(r.add));
    if (r.cont) for (let i = 0; i <= r.add.length; i++) l.heads.add(hashOf(r.add.slice(0, i)));
    if (secondFlags.has(r.flag)) {
      l.seconds.add(hashOf(r.add));
      secondStrip = Math.max(secondStrip, r.strip);
    }
  }
  for (const r of rules)
    strip.set(r.flag, Math.max(strip.get(r.flag) ?? 0, r.strip + (r.cont ? secondStrip : 0)));
  const lines = dic.split('\n');
  for (let n = 1; n < lines.length; n++) {
    const line = lines[n];
    if (!line) continue;
    const slash = line.indexOf('/');
    const stem = (slash < 0 ? line : line.slice(0, slash)).normalize('NFD');
    const flags = slash < 0 ? [] : (aliases[Number(line.slice(slash + 1))] ?? []);
    let most = 0;
    for (const f of flags) most = Math.max(most, strip.get(f) ?? 0);
    const last = flags.some((f) => LAST_PART_FLAGS.has(f));
    for (let k = 0; k <= most && k < stem.length; k++) {
      l.stems.add(hashOf(stem.slice(0, stem.length - k)));
      if (!last) continue;
      l.lastStems.add(hashOf(stem.slice(0, stem.length - k)));
      l.lastFirst.add(stem.charCodeAt(0));
      l.longestLast = Math.max(l.longestLast, stem.length);
    }
    if (flags.some((f) => compoundFlags.has(f))) {
      l.partStems.add(hashOf(stem));
      l.longestPart = Math.max(l.longestPart, stem.length);
    }
  }
  return (word: string) => {
    const w = word.normalize('NFD');
    for (let i = 0; i < w.length; i++) {
      const c = w.charCodeAt(i);
      if (c < 0x1100 || c > 0x11ff) return true;
    }
    return possible(w, l);
  };
}

/** Whether w[m:] is a second ending, per m of the word being judged (0: not asked yet, 1: no, 2: yes). */
const second = new Uint8Array(257);

/** Whether w[j:] is an ending, or a head of an ending that takes a second suffix and a second ending. */
function tailFrom(n: number, j: number, l: Lists): boolean {
  if (l.ends.has(part(j, n))) return true;
  for (let m = j; m <= n && l.heads.has(part(j, m)); m++) {
    if (!second[m]) second[m] = l.seconds.has(part(m, n)) ? 2 : 1;
    if (second[m] === 2) return true;
  }
  return false;
}

function possible(w: string, l: Lists): boolean {
  const n = w.length;
  if (n > 256) return true;
  for (let i = 0; i < n; i++) prefix[i + 1] = (Math.imul(prefix[i], BASE) + w.charCodeAt(i)) & MASK;
  second.fill(0, 0, n + 1);
  for (let i = 1; i <= n; i++) if (l.stems.has(part(0, i)) && tailFrom(n, i, l)) return true;
  // A compound: whole stems of the compound rules' flags, then a last part (들, an auxiliary verb, a
  // numeral) and an ending. The last parts are few: where one could start is found first.
  const lastAt: number[] = [];
  for (let k = 1; k < n; k++) {
    if (!l.lastFirst.has(w.charCodeAt(k))) continue;
    for (let i = k + 1; i <= Math.min(n, k + l.longestLast); i++)
      if (l.lastStems.has(part(k, i)) && tailFrom(n, i, l)) {
        lastAt.push(k);
        break;
      }
  }
  if (!lastAt.length) return false;
  const reach = new Uint8Array(n + 1);
  reach[0] = 1;
  for (let i = 0; i < n; i++)
    if (reach[i])
      for (let j = i + 1; j <= Math.min(n, i + l.longestPart); j++)
        if (l.partStems.has(part(i, j))) reach[j] = 1;
  return lastAt.some((k) => reach[k] === 1);
}
