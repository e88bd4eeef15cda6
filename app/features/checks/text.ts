// Words and sentences of an answer with their offsets, and the spans no check may flag: names, company
// names and the member's own terms, with a Korean particle after them ("카카오페이에서", "Budi's").
import type { CheckLang } from './types';

export type Token = { word: string; start: number; end: number };

/** Runs of letters, digits and inner apostrophes/hyphens, with offsets. */
export function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}](?:[\p{L}\p{N}]|['’-](?=[\p{L}\p{N}]))*/gu))
    out.push({ word: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

/** Sentences: up to . ! ? … 。 (a dot inside a number is not an end) or a line break. */
export function sentences(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(/(?:[^.!?…。\n]|\.(?=\d))+(?:[.!?…。]+|\n|$)|[.!?…。]+/g)) {
    let a = m.index;
    let e = m.index + m[0].length;
    while (a < e && /\s/.test(text[a])) a++;
    while (e > a && /\s/.test(text[e - 1])) e--;
    if (e > a && /[\p{L}\p{N}]/u.test(text.slice(a, e))) out.push([a, e]);
  }
  return out;
}

const PARTICLE =
  /^(?:은|는|이|가|을|를|의|에|에서|에게|께|와|과|로|으로|도|만|까지|부터|처럼|보다|이나|나|이라|라|이며|며|으로서|로서|으로써|로써|에서의|과의|와의|이라는|라는|이었|였|입니다|이다|'s|’s|s|nya|lah)?$/u;

/** The letters right at lastIndex (sticky: no copy of the rest of the text per match). */
const LETTERS_AT = /[\p{L}’']*/uy;

/** Spans of `terms` in `text` (case-insensitive for Latin), each stretched over a particle right after it. */
export function protectedSpans(text: string, terms: string[]): [number, number][] {
  const spans: [number, number][] = [];
  const lower = text.toLowerCase();
  const uniq = [...new Set(terms.map((t) => t.trim()).filter((t) => t.length >= 2))].sort(
    (a, b) => b.length - a.length,
  );
  for (const term of uniq) {
    const needle = term.toLowerCase();
    let from = 0;
    for (;;) {
      const at = lower.indexOf(needle, from);
      if (at < 0) break;
      let end = at + needle.length;
      LETTERS_AT.lastIndex = end;
      const rest = LETTERS_AT.exec(text)?.[0] ?? '';
      if (PARTICLE.test(rest)) end += rest.length;
      spans.push([at, end]);
      from = at + needle.length;
    }
  }
  return spans;
}

/** Whether [a, b) overlaps any span. */
export const overlaps = (spans: [number, number][], a: number, b: number) =>
  spans.some(([s, e]) => a < e && s < b);

export const HANGUL = /[\uac00-\ud7a3]/;

/** The answer's language when the page's is not the text's (a Korean answer on an English page). */
export function textLang(text: string, fallback: CheckLang): CheckLang {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (!letters.length) return fallback;
  const hangul = letters.filter((c) => HANGUL.test(c)).length;
  if (hangul / letters.length > 0.3) return 'ko';
  return fallback === 'ko' ? 'en' : fallback;
}

/** An excerpt of at most `max` characters around [a, b) for the no-JS list. */
export function excerpt(text: string, [a, b]: [number, number], max = 80): string {
  if (b - a >= max) return text.slice(a, a + max) + '…';
  const pad = Math.floor((max - (b - a)) / 2);
  const s = Math.max(0, a - pad);
  const e = Math.min(text.length, b + pad);
  return (s > 0 ? '…' : '') + text.slice(s, e).replace(/\s+/g, ' ') + (e < text.length ? '…' : '');
}
