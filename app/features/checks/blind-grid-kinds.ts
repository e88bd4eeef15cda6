// Round twenty-six (issue 36): the kinds of trait of the grid sets (blind-first-person-seventh.ts and after),
// finer than the check's own `why` keys.
import type { CheckLang } from './types';

/** The grid's kinds of trait (finer than the check's own `why` keys). */
export type GridKind =
  | 'school'
  | 'hometown'
  | 'birthplace'
  | 'age'
  | 'age-indirect'
  | 'gender'
  | 'parents'
  | 'marriage'
  | 'children'
  | 'siblings'
  | 'height'
  | 'weight'
  | 'appearance'
  | 'health'
  | 'religion'
  | 'ethnicity';

/** [sentence, the part that says the trait, its kind], one language's. */
export type GridTrait = [string, string, GridKind];
/** [sentence, language, the part that says the trait, its kind]. */
export type GridKindedTrait = [string, CheckLang, string, GridKind];
