// The shape of a language's phrase bank for the composer. Every template takes facts and returns a
// sentence (or null when a fact it needs is missing); templates add wording, never facts.
import type { CultureFit, QuestionIntent } from '~/integrations/ai/types';

export type LetterFacts = {
  company: string;
  posting: string | null;
  industry: string | null;
  /** Culture tags as phrases in the letter's language. */
  tags: string[];
  culture: CultureFit;
};
export type WorkFact = {
  company: string;
  /** Null when the position is written in another language than the letter. */
  position: string | null;
  start: string;
  end: string;
};
export type ProjectFact = { name: string; tech: string[] };
export type EduFact = {
  school: string;
  major: string | null;
  thesis: string | null;
  graduated: boolean;
  /** Still studying (not graduated, no end date). */
  current: boolean;
};
export type AwardFact = { name: string; issuer: string | null; year: string | null };

type T<A> = ((a: A, f: LetterFacts) => string | null)[];

export type Phrases = {
  list(items: string[]): string;
  tag(id: string): string;
  /** Turns a description sentence into letter prose (e.g. "Led X." → "I led X."). */
  prose(sentence: string): string;
  opening: Record<QuestionIntent, T<void>>;
  focus: Record<QuestionIntent, T<void>>;
  tags: T<string>;
  industry: T<string>;
  posting: T<string>;
  culture: T<NonNullable<CultureFit>>;
  cultureEcho: T<void>;
  workLead: T<WorkFact>;
  workBridge: Record<QuestionIntent, T<WorkFact>>;
  projectLead: T<ProjectFact>;
  projectTech: T<ProjectFact>;
  skills: T<string[]>;
  certs: T<string[]>;
  award: T<AwardFact>;
  languages: T<string[]>;
  education: T<EduFact>;
  thesis: T<EduFact>;
  goals: Record<QuestionIntent, T<void>>;
  closing: T<void>;
  /** Sentences without facts, used only when the profile has too little to reach the minimum. */
  filler: Record<QuestionIntent | 'any', T<void>>;
};
