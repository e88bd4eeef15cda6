// Cover-letter rules without a validation library (spec §9).

export const MAX_QUESTIONS = 3;
export const MAX_LETTER = 3000;
export const LETTER_DEFAULTS = { lang: 'ko', temperature: 70, minLetter: 300, maxLetter: 1000 } as const;
/** Letters per question group per page on the result screen. */
export const GROUP_PAGE_SIZE = 3;
