import { z } from 'zod';
import { EPISODE_TAGS } from '#db/schema/enums';
import { parseRowId, rowIdSchema } from '~/lib/ids';
import { measure, normalizeText } from '~/features/coverletters';
import {
  GROUP_COLORS,
  GRAD_LEVELS,
  LANGUAGE_LEVELS,
  EPISODE_LIMITS,
  MAX_EPISODES,
  MAX_LONG_TEXT,
  PERIOD_PATTERN,
  PROFILE_VIEWS,
  RESUME_COUNTRIES,
} from './constants';

export * from './constants';

// One schema per form, shared by the action and useForm. Messages are keys of the `profiles` namespace.

/**
 * A free text up to `max` characters as the editor's counter counts them (the one counting rule: a line
 * break once however the browser sent it, a syllable or an emoji once), stored with plain line breaks.
 */
const text = (max: number) =>
  z
    .string()
    .transform((v) => normalizeText(v).trim())
    .refine((v) => measure(v) <= max, 'validation.tooLong')
    .default('');
const required = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, 'validation.tooLong');
const period = z
  .string()
  .trim()
  .default('')
  .refine((v) => v === '' || PERIOD_PATTERN.test(v), 'validation.period');
/**
 * A period's two checks, shared by educations, works and episodes (messages on the start date): a start
 * when there is an end, and a start not after the end (YYYY.MM compares as text).
 */
function periodOrder(p: { start: string; end: string }, ctx: z.RefinementCtx) {
  if (p.end && !p.start)
    ctx.addIssue({ code: 'custom', path: ['start'], message: 'validation.startRequired' });
  else if (p.start && p.end && p.start > p.end)
    ctx.addIssue({ code: 'custom', path: ['start'], message: 'validation.startBeforeEnd' });
}
const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean());

export const groupSchema = z.object({
  name: required('validation.groupName', 50),
  memo: text(500),
  color: z.enum(GROUP_COLORS).catch('VIOLET'),
});
export type GroupInput = z.infer<typeof groupSchema>;

export const viewSchema = z.object({ view: z.enum(PROFILE_VIEWS) });

/** Which group an edit form is of (several groups' forms are on the page). */
export const groupRefSchema = z.object({ groupId: rowIdSchema() });

const groupChoice = rowIdSchema('toast.selectGroup');
/** The group screen's buttons on a resume card or a group (messages: `profiles` toast keys). */
export const profileActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('favorite'), profileId: rowIdSchema(), on: z.enum(['true', 'false']) }),
  z.object({ intent: z.literal('move'), profileId: rowIdSchema(), groupId: groupChoice }),
  z.object({ intent: z.literal('copy'), profileId: rowIdSchema(), groupId: groupChoice }),
  z.object({ intent: z.literal('delete-profile'), profileId: rowIdSchema() }),
  z.object({ intent: z.literal('delete-group'), groupId: rowIdSchema() }),
]);

const education = z
  .object({
    gradLevel: z.enum(GRAD_LEVELS, { error: 'validation.gradLevel' }),
    graduated: checkbox,
    school: required('validation.school'),
    major: text(100),
    gpa: text(20),
    thesis: text(200),
    start: period,
    end: period,
  })
  .superRefine(periodOrder);

const work = z
  .object({
    company: text(100),
    position: text(100),
    achievements: text(MAX_LONG_TEXT),
    start: period,
    end: period,
  })
  .superRefine(periodOrder);

const list = <T extends z.ZodType>(item: T, max = 20) => z.array(item).max(max).default([]);

/** One of the applicant's own stories (경험 정리): what happened, what they did, the result, the lesson. */
const episode = z
  .object({
    title: required('validation.episodeTitle'),
    org: text(100),
    start: period,
    end: period,
    situation: text(EPISODE_LIMITS.situation),
    action: text(EPISODE_LIMITS.action),
    result: text(EPISODE_LIMITS.result),
    learned: text(EPISODE_LIMITS.learned),
    role: text(EPISODE_LIMITS.role),
    shows: text(EPISODE_LIMITS.shows),
    otherSide: text(EPISODE_LIMITS.otherSide),
    myPart: text(EPISODE_LIMITS.myPart),
    tags: z
      .array(z.enum(EPISODE_TAGS, { error: 'validation.episodeTag' }))
      .max(EPISODE_TAGS.length, 'validation.episodeTag')
      .default([])
      .transform((t) => [...new Set(t)]),
    print: checkbox,
  })
  .superRefine(periodOrder)
  .refine((e) => !!e.action || !!e.result, { path: ['action'], message: 'validation.episodeAction' });

/**
 * What the resume editor's post names besides the resume: the resume and group it saves into (absent
 * or empty: a new one, none), the imported draft it came from, and the button (Save or Next). An id
 * that cannot name a row refuses the post (the action answers 404).
 */
export const resumeRefSchema = z.object({
  profileId: rowIdSchema('validation.invalid').optional(),
  groupId: rowIdSchema('validation.invalid').optional(),
  draftId: z.string().optional(),
  intent: z.string().optional(),
});

/**
 * The resume editor. Fields are declared in the spec's check order: title, then each basic-info
 * field, then at least one education with its level and school, an end date only after a start.
 */
export function resumeSchema(now: Date) {
  const year = now.getFullYear();
  return z.object({
    name: required('validation.title'),
    person: z.object({
      country: z.enum(RESUME_COUNTRIES, { error: 'validation.country' }),
      region: required('validation.region'),
      address: required('validation.address', 200),
      birthYear: z.coerce
        .number({ error: 'validation.birthYear' })
        .int('validation.birthYear')
        .min(year - 100, 'validation.birthYear')
        .max(year, 'validation.birthYear')
        .transform(String),
      birthMonth: z.coerce
        .number({ error: 'validation.birthMonth' })
        .int('validation.birthMonth')
        .min(1, 'validation.birthMonth')
        .max(12, 'validation.birthMonth')
        .transform(String),
    }),
    educations: z
      .array(education, { error: 'validation.educationRequired' })
      .min(1, 'validation.educationRequired')
      .max(10),
    works: list(work),
    // A skill box added and left empty is no skill (spec): the form posts it as nothing (conform reads an
    // empty field as absent) or as spaces; the box is optional, and blank ones are dropped from the list.
    skills: list(z.string().trim().max(50, 'validation.tooLong').optional()).transform((s) => [
      ...new Set(s.filter((skill): skill is string => !!skill)),
    ]),
    certifications: list(
      z.object({
        certificationName: required('validation.certificationName'),
        certificationIssuedBy: text(100),
        issueDate: text(20),
      }),
    ),
    languages: list(
      z.object({
        languageName: required('validation.languageName', 50),
        languageDetail: text(100),
        languageLevel: z.enum(LANGUAGE_LEVELS).catch('beginner'),
      }),
    ),
    projects: list(
      z.object({
        projectName: required('validation.projectName'),
        projectDescription: text(MAX_LONG_TEXT),
        technologiesUsed: text(200),
      }),
    ),
    awards: list(
      z.object({
        awardName: required('validation.awardName'),
        awardIssuedBy: text(100),
        awardYear: z
          .string()
          .trim()
          .default('')
          .refine(
            (v) => v === '' || (/^\d{4}$/.test(v) && +v >= year - 100 && +v <= year),
            'validation.awardYear',
          ),
      }),
    ),
    episodes: z.array(episode).max(MAX_EPISODES, 'validation.episodeCount').default([]),
  });
}
export type ResumeInput = z.infer<ReturnType<typeof resumeSchema>>;

export const positionSchema = z.object({
  profileId: rowIdSchema(),
  target: z
    .string()
    .regex(/^(recruit|company):\d+$|^$/)
    .default(''),
});

/**
 * The resume-PDF upload: the file, and the group the new resume goes to (an id that cannot name a row is
 * no group). Whether the file is a readable PDF within the size limit is the import's to say.
 */
export const pdfImportSchema = z.object({
  groupId: z
    .string()
    .optional()
    .transform((raw) => parseRowId(raw)),
  file: z.instanceof(File).optional(),
});
