import { z } from 'zod';
import { checkQuestionLimit, companyQuestionFields, MAX_EDIT } from '~/features/coverletters';
import { rowIdSchema } from '~/lib/ids';
import { APPLICATION_STATUSES, MATERIAL_LIMITS, MAX_COMPANY_NAME, MAX_NOTES } from './constants';

export * from './constants';

// Messages are keys of the `applications` namespace.

/** An optional id from a select: empty means none. */
const optionalId = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : v),
    rowIdSchema(message).optional(),
  );

/** A calendar date as a date input sends it (YYYY-MM-DD), a real day between 2000 and 2100, or empty. */
const dateSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string({ error: 'validation.date' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return (
        !Number.isNaN(d.getTime()) &&
        d.toISOString().slice(0, 10) === v &&
        v >= '2000-01-01' &&
        v <= '2100-12-31'
      );
    }, 'validation.date')
    .optional(),
);

/**
 * An application's own fields (add and edit): a company chosen from the list or typed, optionally a
 * posting of it, the deadline, the resume sent and notes.
 */
export const applicationSchema = z
  .object({
    intent: z.enum(['create', 'edit'], { error: 'validation.invalid' }),
    applicationId: optionalId('notFound'),
    companyId: optionalId('validation.company'),
    companyName: z
      .string()
      .trim()
      .max(MAX_COMPANY_NAME, 'validation.companyNameTooLong')
      .optional()
      .transform((v) => v || undefined),
    recruitId: optionalId('validation.posting'),
    deadline: dateSchema,
    profileId: optionalId('validation.resume'),
    notes: z
      .string()
      .max(MAX_NOTES, 'validation.notesTooLong')
      .optional()
      .transform((v) => (v ?? '').trim()),
  })
  .superRefine((v, ctx) => {
    if (!v.companyId && !v.companyName && !v.recruitId)
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'validation.companyRequired' });
    if (v.intent === 'edit' && !v.applicationId)
      ctx.addIssue({ code: 'custom', path: ['applicationId'], message: 'notFound' });
  });
export type ApplicationInput = z.infer<typeof applicationSchema>;

export const statusSchema = z.object({
  intent: z.literal('status', { error: 'validation.invalid' }),
  applicationId: rowIdSchema('notFound'),
  status: z.enum(APPLICATION_STATUSES, { error: 'validation.status' }),
});

export const applicationRefSchema = z.object({
  intent: z.literal('delete', { error: 'validation.invalid' }),
  applicationId: rowIdSchema('notFound'),
});

/** One of the company's questions, with its limit and what the limit counts. */
export const applicationQuestionSchema = z
  .object({
    intent: z.enum(['add-question', 'edit-question'], { error: 'validation.invalid' }),
    applicationId: rowIdSchema('notFound'),
    questionId: optionalId('notFound'),
    ...companyQuestionFields(),
  })
  .superRefine((v, ctx) => {
    checkQuestionLimit(v, ctx);
    if (v.intent === 'edit-question' && !v.questionId)
      ctx.addIssue({ code: 'custom', path: ['questionId'], message: 'notFound' });
  });

export const questionRefSchema = z.object({
  intent: z.literal('delete-question', { error: 'validation.invalid' }),
  applicationId: rowIdSchema('notFound'),
  questionId: rowIdSchema('notFound'),
});

/** An answer typed or pasted into a question (kept whole, flagged when over the limit, never cut). */
export const answerSchema = z.object({
  intent: z.literal('answer', { error: 'validation.invalid' }),
  applicationId: rowIdSchema('notFound'),
  questionId: rowIdSchema('notFound'),
  content: z
    .string({ error: 'validation.answerRequired' })
    .trim()
    .min(1, 'validation.answerRequired')
    .max(MAX_EDIT, 'validation.answerTooLong'),
});

/** A material field: trimmed, NFC, at most its limit (empty clears it). */
const material = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max, message)
    .optional()
    .transform((v) => (v ?? '').normalize('NFC').trim());

/**
 * The member's reasons, plan and pasted posting for one application (ADR 0038): each optional and bounded;
 * what is saved is what the letters may state as the member's motive or plan.
 */
export const materialSchema = z.object({
  intent: z.literal('material', { error: 'validation.invalid' }),
  applicationId: rowIdSchema('notFound'),
  /** The role applied for, as the member names it (a listed posting's title stays the posting's). */
  role: material(200, 'validation.roleTooLong'),
  whyIndustry: material(MATERIAL_LIMITS.whyIndustry, 'validation.reasonTooLong'),
  whyCompany: material(MATERIAL_LIMITS.whyCompany, 'validation.reasonTooLong'),
  whyJob: material(MATERIAL_LIMITS.whyJob, 'validation.reasonTooLong'),
  plan: material(MATERIAL_LIMITS.plan, 'validation.planTooLong'),
  postingText: material(MATERIAL_LIMITS.postingText, 'validation.postingTooLong'),
});
export type MaterialInput = z.infer<typeof materialSchema>;
