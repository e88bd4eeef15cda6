import { z } from 'zod';
import { rowIdSchema } from '~/lib/ids';
import { LETTER_DEFAULTS, MAX_LETTER, MAX_QUESTIONS } from './constants';
import { LIMIT_TYPES } from './counting';

export * from './constants';

// Messages are keys of the `coverletters` namespace.
/** A length: digits only (no sign, separator or decimal point), read as a whole number. */
const digits = () =>
  z.string({ error: 'validation.digits' }).trim().regex(/^\d+$/, 'validation.digits').transform(Number);

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
    .max(MAX_LETTER, 'validation.contentTooLong'),
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
