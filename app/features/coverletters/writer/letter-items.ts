// The composer's building blocks: a candidate sentence (Item), the paragraphs it goes in, the answer's
// family, and the small phrasing helpers the opening, the body and the selection share.
import { parseYearMonth } from './facts';
import { type LetterIntent } from './intent';
import { type Source, type Unit } from './material';
import { enClauses, enLowerFirst, koClauses } from './prose';
import { type Rng } from './rng';

export type Item = {
  text: string;
  para: number;
  seq: number;
  prio: number;
  required?: boolean;
  /** A unit of the resume (its source paragraph takes the source's lead-in on its first sentence). */
  unit?: Unit;
  /** Taken only after this one (an episode is told in order, never a situation alone). */
  after?: Item;
  /** When this item and `into` are both taken, they are written as one sentence: `text(into's text)`. */
  merge?: { into: Item; text: (inner: string) => string; keepsLead?: boolean };
  /** Written only merged into `merge.into` (a credential never stands alone). */
  joinedOnly?: boolean;
  /** Taken only when the letter would otherwise be shorter than the band's minimum. */
  lastResort?: boolean;
  /** Shorter forms of a resume sentence (its own clauses), for a band no whole sentence fills. */
  shorter?: string[];
};

/** A resume sentence's clauses that stand alone, shortest useful first (never a quotation's). */
export const shorterForms = (u: Unit, src: Source, ko: boolean) =>
  src.quoted ? [] : ko ? koClauses(u.text).filter((c) => c !== u.text) : enClauses(u.text);

/** The closing is the last paragraph; the weakness paragraph comes before it. */
export const PARA = { title: 0, open: 1, body: 10, weakness: 80, meta: 85, closing: 95 } as const;

/** What kind of answer the question asks for, for the opening (failure, conflict, weakness, or an intent). */
export type Family = 'failure' | 'conflict' | 'weakness' | LetterIntent;

export const yearOf = (v: string) => parseYearMonth(v)?.year ?? null;
export const koList = (xs: string[]) => xs.join(', ');
export const enList = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
export const stripEnd = (s: string) => s.replace(/[.!?]+["”’)]*$/, '');
/** "I reduced X." → "I reduced X" for use after "where"; null when it cannot follow. */
export const enClause = (s: string) => {
  const low = enLowerFirst(s);
  return low ? stripEnd(low) : null;
};

export const jitter = (rng: Rng) => rng.next() * rng.temperature * 0.6;
