// The shape of a language's sentence frames for the built-in writer. A frame takes the letter's context
// and returns a sentence (or null when a fact it needs is missing). Frames add wording, never facts;
// every frame names something of the applicant's own (a job, a project, a skill, a school), so no
// sentence is shared word for word between letters for different people.
import type { CultureFit } from '~/integrations/ai/types';
import type { Episode } from './episodes';
import type { LetterIntent } from './intent';

export type EduFact = { school: string; major: string | null; graduated: boolean; current: boolean };

export type Ctx = {
  /** The target company as named. */
  co: string;
  /** The posting's role, cleaned (no brackets, employment type or hiring words), or null. */
  role: string | null;
  industry: string | null;
  /** Culture tags as words in the letter's language. */
  tags: string[];
  culture: CultureFit;
  /** The applicant's skills in the letter's language, most relevant first. */
  skills: string[];
  certs: string[];
  languages: string[];
  edu: EduFact | null;
  /** The school before the highest one, when there is one. */
  edu2: EduFact | null;
  award: { name: string; issuer: string | null; year: string | null } | null;
  /** What the answer is about, as a noun phrase in the letter's language ("데이터로 판단하는 습관"). */
  noun: string;
  /** The episode a sentence is about (the most relevant one for openings and closings). */
  ep: Episode | null;
  /** A second episode, for a sentence that names two. */
  ep2?: Episode | null;
};
export type F = (c: Ctx) => string | null;
type PerIntent<T> = Record<LetterIntent, T>;

export type Frames = {
  list(items: string[]): string;
  tag(id: string): string;
  /** How an episode is named again later in its paragraph: [full mention, short mention] pairs. */
  refer(e: Episode): [string, string][];
  /** Puts a lead-in before a resume sentence, or null when the sentence cannot take one. */
  attach(lead: string, sentence: string): string | null;
  noun: PerIntent<string>;
  /** Lead-ins for a sentence that tells a result rather than an action. */
  resultLeads: string[];
  /** Puts a result lead-in before a resume sentence that tells a result, or null. */
  result(lead: string, sentence: string): string | null;
  /** Opening and closing for a resume with nothing the letter's language can tell (names in another script). */
  bare: { open: F[]; closing: F[] };
  /** The answer in one sentence. */
  open: PerIntent<F[]>;
  /** Says which two episodes the answer will tell (the second sentence of a longer letter). */
  preview: F[];
  /** Where and when an episode happened, framed for the question. */
  situation: PerIntent<F[]>;
  /** Lead-ins for the episode's action sentences. */
  lead: PerIntent<string[]>;
  /** What the episode taught, or what it means for the question. */
  reflect: PerIntent<F[]>;
  /** More of what an episode meant, in terms of the answer's subject (any intent but motivation and goals). */
  reflectAny: F[];
  tech: F[];
  /** An episode with no sentences of its own: where, as what and when, nothing more. */
  plain: F[];
  /** From the episodes to the target role and company. */
  link: PerIntent<F[]>;
  /** Motivation: the posting, the industry, the company's culture, the culture result. */
  why: F[];
  culture: F[];
  weakness: F[];
  plans: F[];
  skills: PerIntent<F[]>;
  award: F[];
  certs: F[];
  languages: F[];
  education: F[];
  education2: F[];
  closing: F[];
};
