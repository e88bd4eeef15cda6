import { z } from 'zod';
import { rowIdSchema } from '~/lib/ids';
import { LETTER_DEFAULTS, MAX_EDIT, MAX_LETTER, MAX_QUESTIONS } from './constants';
import { LIMIT_TYPES } from './counting';
import { checkQuestionLimit, companyQuestionFields, digitsSchema as digits } from './question-fields';

export * from './constants';

// Messages are keys of the `coverletters` namespace.

export const generateSchema = z
  .object({
    profileId: rowIdSchema(),
    questionIds: z
      .array(rowIdSchema(), { error: 'validation.selectQuestion' })
      .min(1, 'validation.selectQuestion')
      .max(MAX_QUESTIONS, 'validation.maxQuestions'),
    lang: z.enum(['ko', 'en']).default(LETTER_DEFAULTS.lang),
    limitType: z.enum(LIMIT_TYPES, { error: 'validation.limitType' }).default('with-spaces'),
    temperature: z.coerce
      .number()
      .int('validation.temperature')
      .min(10, 'validation.temperature')
      .max(100, 'validation.temperature'),
    minLetter: digits(),
    // Spec: the max-length input takes digits only and is capped at 3000.
    maxLetter: digits().pipe(z.number().max(MAX_LETTER, 'validation.maxLetter')),
  })
  // Compared only once both lengths are numbers (a bad one already has its own message).
  .refine(
    (v) => !(v.minLetter >= 0 && v.maxLetter >= 0) || (v.minLetter >= 100 && v.minLetter < v.maxLetter),
    {
      path: ['minLetter'],
      message: 'validation.minLetter',
    },
  );
export type GenerateInput = z.infer<typeof generateSchema>;

export const editSchema = z.object({
  letterId: rowIdSchema(),
  content: z
    .string({ error: 'validation.contentRequired' })
    .trim()
    .min(1, 'validation.contentRequired')
    .max(MAX_EDIT, 'validation.contentTooLong'),
});

/** Write a resume from a profile (the result screen's button). */
export const resumeGenerateSchema = z.object({ profileId: rowIdSchema() });

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
/** The result screen's small buttons: tick a letter, choose a question's group, delete a letter. */
export const letterActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('check'), letterId: rowIdSchema(), checked: flag }),
  z.object({ intent: z.literal('select-group'), questionId: rowIdSchema(), selected: flag }),
  z.object({ intent: z.literal('delete'), letterId: rowIdSchema() }),
]);

/**
 * A member's own question (the company's wording), added or edited on the result screen: its text in any
 * language, the company's limit and what that limit counts. The limit's bounds depend on the rule.
 */
export const questionSchema = z
  .object({
    // Hidden fields the page sets: a forged one names no question of the member's.
    intent: z.enum(['add-question', 'edit-question'], { error: 'questions.notFound' }),
    profileId: rowIdSchema('questions.notFound'),
    /** Only when editing: the question's id. */
    questionId: rowIdSchema('questions.notFound').optional(),
    ...companyQuestionFields(),
  })
  .superRefine((v, ctx) => {
    checkQuestionLimit(v, ctx);
    if (v.intent === 'edit-question' && v.questionId === undefined)
      ctx.addIssue({ code: 'custom', path: ['questionId'], message: 'questions.notFound' });
  });
export type QuestionInput = z.infer<typeof questionSchema>;

/** Deleting a member's own question (its letters stay). */
export const questionDeleteSchema = z.object({
  intent: z.literal('delete-question', { error: 'questions.notFound' }),
  profileId: rowIdSchema('questions.notFound'),
  questionId: rowIdSchema('questions.notFound'),
});
