// Cover-letter rules without a validation library (spec §9).
import type { LimitType } from './counting';

export const MAX_QUESTIONS = 3;
export const MAX_LETTER = 3000;
export const LETTER_DEFAULTS = { lang: 'ko', temperature: 70, minLetter: 300, maxLetter: 1000 } as const;
/** Letters per question group per page on the result screen. */
export const GROUP_PAGE_SIZE = 3;

/** A member's own question (the company's wording): its text, and how many one resume may keep. */
export const MAX_QUESTION_TEXT = 1000;
export const MAX_OWN_QUESTIONS = 20;
/**
 * The company's limit a member may give, per counting rule (ADR 0020): with spaces 100–3000 as the
 * spec's own maximum; without spaces up to 3000 too (a Korean letter of 3000 is about 3,700 with
 * spaces); bytes count Hangul as 2, so 200–6000 covers the same letters.
 */
export const CUSTOM_LIMITS: Record<LimitType, { min: number; max: number }> = {
  'with-spaces': { min: 100, max: 3000 },
  'without-spaces': { min: 100, max: 3000 },
  bytes: { min: 200, max: 6000 },
};
/** Whether a company's limit lies outside what the product writes to for its counting rule. */
export const outsideCustomLimit = (limitType: LimitType, maxLength: number) => {
  const bounds = CUSTOM_LIMITS[limitType];
  return maxLength < bounds.min || maxLength > bounds.max;
};
/** A member's question is answered within [limit × 0.8, limit], counted by its rule (ADR 0020). */
export const CUSTOM_FILL = 0.8;
export const customBand = (limit: number) => ({
  minLetter: Math.ceil(limit * CUSTOM_FILL),
  maxLetter: limit,
});
/**
 * The longest letter text the editor takes, in characters: enough for any limit above (6000 bytes are
 * at most 6000 characters; 3000 without spaces is well under it).
 */
export const MAX_EDIT = 6000;
