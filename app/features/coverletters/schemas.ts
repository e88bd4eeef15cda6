import { z } from 'zod';
import { rowIdSchema } from '~/lib/ids';
import { LETTER_DEFAULTS, MAX_LETTER, MAX_QUESTIONS } from './constants';

export * from './constants';

// Messages are keys of the `coverletters` namespace.
const digits = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, message)
    .transform(Number);

export const generateSchema = z
  .object({
    profileId: rowIdSchema(),
    questionIds: z
      .array(rowIdSchema(), { error: 'validation.selectQuestion' })
      .min(1, 'validation.selectQuestion')
      .max(MAX_QUESTIONS, 'validation.maxQuestions'),
    lang: z.enum(['ko', 'en']).default(LETTER_DEFAULTS.lang),
    temperature: z.coerce
      .number()
      .int('validation.temperature')
      .min(10, 'validation.temperature')
      .max(100, 'validation.temperature'),
    minLetter: digits('validation.digits'),
    maxLetter: digits('validation.digits'),
  })
  .refine((v) => v.maxLetter <= MAX_LETTER, { path: ['maxLetter'], message: 'validation.maxLetter' })
  .refine((v) => v.minLetter >= 100 && v.minLetter < v.maxLetter, {
    path: ['minLetter'],
    message: 'validation.minLetter',
  });
export type GenerateInput = z.infer<typeof generateSchema>;

export const editSchema = z.object({
  letterId: rowIdSchema(),
  content: z
    .string()
    .trim()
    .min(1, 'validation.contentRequired')
    .max(MAX_LETTER, 'validation.contentTooLong'),
});
