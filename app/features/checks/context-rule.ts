/** A kept context rule (spelling-rules.ts): it matches in one sentence and offers the corrected text. */
export type ContextRule = {
  id: string;
  re: RegExp;
  /** The corrected text for the match. */
  fix: (m: RegExpExecArray) => string;
  /** Whether a match is one (round fourteen: a condition a regex cannot say briefly, e.g. a final consonant). */
  when?: (m: RegExpExecArray) => boolean;
};
