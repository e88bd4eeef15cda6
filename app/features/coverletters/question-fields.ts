// The company's own question as a member types it — on the result screen and on an application: its
// wording, the company's limit and what that limit counts. One set of fields and one limit rule for both.
import { z } from 'zod';
import { MAX_QUESTION_TEXT, outsideCustomLimit } from './constants';
import { LIMIT_TYPES, type LimitType } from './counting';

/** A length: digits only (no sign, separator or decimal point), read as a whole number. */
export const digitsSchema = () =>
  z.string({ error: 'validation.digits' }).trim().regex(/^\d+$/, 'validation.digits').transform(Number);

/** (A function, so a page that imports the feature's entry for something else carries no zod.) */
export const companyQuestionFields = () => ({
  text: z
    .string({ error: 'validation.questionRequired' })
    .trim()
    .min(1, 'validation.questionRequired')
    .max(MAX_QUESTION_TEXT, 'validation.questionTooLong'),
  limitType: z.enum(LIMIT_TYPES, { error: 'validation.limitType' }),
  maxLength: digitsSchema(),
});

/** The limit's bounds depend on the rule it counts by: a limit outside them is the field's error. */
export function checkQuestionLimit(v: { limitType: LimitType; maxLength: number }, ctx: z.RefinementCtx) {
  // (typeof: zod may run a refinement over an object whose own fields failed)
  if (typeof v.maxLength === 'number' && outsideCustomLimit(v.limitType, v.maxLength))
    ctx.addIssue({ code: 'custom', path: ['maxLength'], message: `validation.questionLimit.${v.limitType}` });
}
