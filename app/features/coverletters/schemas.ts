import { z } from 'zod';
import { rowIdSchema } from '~/lib/ids';
import { MATERIAL_LIMITS } from '~/features/applications';
import { EPISODE_LIMITS } from '~/features/profiles';
import { LETTER_DEFAULTS, MAX_EDIT, MAX_LETTER, MAX_QUESTIONS } from './constants';
import { LIMIT_TYPES } from './counting';
import { checkQuestionLimit, companyQuestionFields, digitsSchema as digits } from './question-fields';

export * from './constants';

/** Where a coach answer is saved: an episode's field, or the application's. */
const COACH_PLACE =
  /^(?:episode\.\d{1,2}\.(?:role|shows|learned|otherSide|myPart)|application\.(?:whyCompany|whyJob|whyIndustry|plan))$/;
/** The longest coach answer of any place (each is then held to its own field's limit). */
const MAX_COACH_ANSWER = 1500;
/** The limit of the field a place names. */
export function coachLimit(place: string): number {
  const [on, , field] = place.split('.');
  if (on === 'application') {
    const name = place.split('.')[1] as keyof typeof MATERIAL_LIMITS;
    return MATERIAL_LIMITS[name] ?? 0;
  }
  return EPISODE_LIMITS[field as keyof typeof EPISODE_LIMITS] ?? 0;
}

// Messages are keys of the `coverletters` namespace.

const generateFields = {
  profileId: rowIdSchema(),
  /** The application the letters are for (the result screen's `?app=`); absent: the resume's target's. */
  applicationId: z.preprocess((v) => (v === '' ? undefined : v), rowIdSchema().optional()),
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
};
// Compared only once both lengths are numbers (a bad one already has its own message).
const lengthsInOrder = [
  (v: { minLetter: number; maxLetter: number }) =>
    !(v.minLetter >= 0 && v.maxLetter >= 0) || (v.minLetter >= 100 && v.minLetter < v.maxLetter),
  { path: ['minLetter'], message: 'validation.minLetter' },
] as [(v: { minLetter: number; maxLetter: number }) => boolean, { path: string[]; message: string }];

export const generateSchema = z.object(generateFields).refine(...lengthsInOrder);
export type GenerateInput = z.infer<typeof generateSchema>;

/**
 * The coach's answers (ADR 0038), posted with the generation's choices: one short answer per part the
 * plan lacks, each saved where it belongs (`place`: an episode's field or the application's). An empty
 * answer is allowed here: the action then declines, naming the part; one over its field's limit is refused.
 */
export const coachSchema = z
  .object({
    // The generation's choices ride along as hidden fields: a forged one is one message.
    profileId: rowIdSchema('coach.invalid'),
    applicationId: z.preprocess((v) => (v === '' ? undefined : v), rowIdSchema('coach.invalid').optional()),
    questionIds: z
      .array(rowIdSchema('coach.invalid'), { error: 'coach.invalid' })
      .min(1, 'coach.invalid')
      .max(MAX_QUESTIONS, 'coach.invalid'),
    lang: z.enum(['ko', 'en'], { error: 'coach.invalid' }).default(LETTER_DEFAULTS.lang),
    limitType: z.enum(LIMIT_TYPES, { error: 'coach.invalid' }).default('with-spaces'),
    temperature: z.coerce
      .number({ error: 'coach.invalid' })
      .int('coach.invalid')
      .min(10, 'coach.invalid')
      .max(100, 'coach.invalid'),
    minLetter: digits(),
    maxLetter: digits().pipe(z.number().max(MAX_LETTER, 'validation.maxLetter')),
    place: z
      .array(z.string({ error: 'coach.invalid' }).regex(COACH_PLACE, 'coach.invalid'), {
        error: 'coach.invalid',
      })
      .min(1, 'coach.invalid')
      .max(MAX_QUESTIONS * 3, 'coach.invalid'),
    answer: z.array(
      z
        .string({ error: 'coach.invalid' })
        .max(MAX_COACH_ANSWER, 'coach.tooLong')
        .optional()
        .transform((v) => (v ?? '').normalize('NFC').trim()),
      { error: 'coach.invalid' },
    ),
  })
  .refine(...lengthsInOrder)
  .superRefine((v, ctx) => {
    v.place.forEach((place, i) => {
      if ((v.answer[i] ?? '').length > coachLimit(place))
        ctx.addIssue({ code: 'custom', path: ['answer', i], message: 'coach.tooLong' });
    });
  });
export type CoachInput = z.infer<typeof coachSchema>;

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
    /** The application the result screen is for (`?app=`, or its target's): a new question is its own. */
    applicationId: z.preprocess(
      (v) => (v === '' ? undefined : v),
      rowIdSchema('questions.notFound').optional(),
    ),
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
