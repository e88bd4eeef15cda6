// The interview forms' limits, apart from their zod schemas so that the pages' own JavaScript (the
// practice form's maxLength and time budgets) does not bring zod into the first load.

export const BUDGETS = [60, 90, 120] as const;
export type Budget = (typeof BUDGETS)[number];
export const MAX_PRACTICE_ANSWER = 4000;
export const MAX_NOTES = 2000;
