import { z } from 'zod';
import { rowIdSchema } from '~/lib/ids';
import { BUDGETS, MAX_NOTES, MAX_PRACTICE_ANSWER, type Budget } from './limits';

// Messages are keys of the `interview` namespace.

export { BUDGETS, MAX_NOTES, MAX_PRACTICE_ANSWER, type Budget } from './limits';

/** One practice answer: the typed text, the time budget chosen and the sealed start the page was given. */
export const practiceSchema = z.object({
  intent: z.literal('answer', { error: 'validation.invalid' }),
  answer: z
    .string({ error: 'validation.answerRequired' })
    .trim()
    .min(1, 'validation.answerRequired')
    .max(MAX_PRACTICE_ANSWER, 'validation.answerTooLong'),
  budget: z.coerce
    .number({ error: 'validation.budget' })
    .refine((n): n is Budget => (BUDGETS as readonly number[]).includes(n), 'validation.budget'),
  started: z.string({ error: 'validation.started' }).max(400, 'validation.started'),
});

/** The interview page's buttons: make the questions, mark one ready (or not), keep a note. */
export const interviewActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('generate', { error: 'validation.invalid' }) }),
    z.object({
      intent: z.literal('ready', { error: 'validation.invalid' }),
      questionId: rowIdSchema('validation.question'),
    }),
    z.object({
      intent: z.literal('unready', { error: 'validation.invalid' }),
      questionId: rowIdSchema('validation.question'),
    }),
    z.object({
      intent: z.literal('notes', { error: 'validation.invalid' }),
      questionId: rowIdSchema('validation.question'),
      notes: z.string({ error: 'validation.notes' }).max(MAX_NOTES, 'validation.notes').default(''),
    }),
  ],
  { error: 'validation.invalid' },
);
