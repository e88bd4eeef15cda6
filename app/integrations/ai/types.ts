// The AI writing layer's contract: what a cover letter or resume request carries and what a writer does.
import type { QuestionIntent } from '#db/schema/enums';
import type { ResumeSections } from '#db/schema/profiles';
import type { Language } from '~/lib/i18n';

export type { QuestionIntent };
export type Lang = 'ko' | 'en' | 'id';
/**
 * A place in the resume a sentence of a letter can come from: an entry of a section by its index
 * (`work:0`, `project:2`, `episode:1` …), the skills list, or the target (company, posting, industry).
 */
export type SourceRef =
  | `${'work' | 'project' | 'episode' | 'education' | 'award' | 'cert' | 'language'}:${number}`
  | 'skills'
  | 'target'
  | `motive:${'whyIndustry' | 'whyCompany' | 'whyJob' | 'plan'}`
  | 'posting';
export type LetterTarget = {
  companyName: string;
  postingTitle: string | null;
  cultureTags: string[];
  industry: string | null;
};
/**
 * What the member gave for one application (ADR 0038): why this industry, company and job, their plan for
 * the first one to three years, and the posting's text they pasted. Empty strings where nothing was given;
 * a letter states a motive or plan only from these, never from the company's culture tags.
 */
export type MemberMotives = {
  whyIndustry: string;
  whyCompany: string;
  whyJob: string;
  plan: string;
  postingText: string;
};
/** strengths: localized names of the user's high work-style scales. */
export type CultureFit = { typeTitle: string; strengths: string[] } | null;
export type ResumeProfile = { name: string | null; sections: ResumeSections };
export type CoverLetterRequest = {
  lang: Lang;
  temperature: number;
  minLetter: number;
  maxLetter: number;
  question: { text: string; type: 'GENERAL' | 'MAJOR' | 'CUSTOM'; intent: QuestionIntent };
  /**
   * The generation's plan over its answers (up to three to one company): the entries and episodes this
   * answer tells, and those it may only mention (told in another answer). Absent: the writer chooses.
   */
  plan?: { tell: SourceRef[]; mention: SourceRef[] };
  profile: ResumeProfile;
  target: LetterTarget;
  /** The member's reasons, plan and posting for the application the letter is for (absent: none given). */
  motives?: MemberMotives;
  culture: CultureFit;
  /** The built-in composer's random seed (the caller passes e.g. the letter id). */
  seed: number;
  /** What min and max count (default: characters with spaces). */
  limitType?: 'with-spaces' | 'without-spaces' | 'bytes';
};
export type ResumeRequest = {
  lang: Language;
  profile: ResumeProfile;
  target: LetterTarget | null;
  seed: number;
};
export type ResumeResult = { intro: string; sections: ResumeSections };

export interface AiWriter {
  readonly kind: 'builtin' | 'model';
  /** Streams the letter in chunks; stops (and rejects with an AbortError) when the signal aborts. */
  streamCoverLetter(req: CoverLetterRequest, signal?: AbortSignal): AsyncIterable<string>;
  /** Writes a short self-introduction and polishes section texts (never adds facts). */
  writeResume(req: ResumeRequest, signal?: AbortSignal): Promise<ResumeResult>;
  /**
   * Structures a resume's plain text (from a PDF) into the resume shape as raw JSON; only a model can.
   * The caller must keep only values that appear in the text.
   */
  readResume?(text: string, signal?: AbortSignal): Promise<Record<string, unknown> | null>;
}

/** Spec §9: cover-letter defaults and limits. */
export const LETTER_LIMITS = {
  minLetter: 300,
  maxLetter: 1000,
  temperature: 0.7,
  minTemperature: 0.1,
  maxTemperature: 1,
  maxLength: 3000,
} as const;
