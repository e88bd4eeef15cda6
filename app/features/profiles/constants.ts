// Profile-area rules without a validation library, so pages can use them without loading zod up front.
import { COUNTRIES } from '#db/schema/enums';

export const GROUP_COLORS = ['VIOLET', 'FOREST', 'YELLOW', 'PINK', 'MINT', 'SKY'] as const;
export type GroupColor = (typeof GROUP_COLORS)[number] | 'NEUTRAL';

/** A stored colour the interface knows, else NEUTRAL (spec: unknown colours fall back). */
export function groupColor(value: string | null | undefined): GroupColor {
  return (GROUP_COLORS as readonly string[]).includes(value ?? '') ? (value as GroupColor) : 'NEUTRAL';
}

/** The group screen's query parameter that opens a group's edit dialog (?editGroup=<id>). */
export const EDIT_GROUP_PARAM = 'editGroup';

export const PROFILE_VIEWS = ['GROUP', 'LIST'] as const;
export type ProfileView = (typeof PROFILE_VIEWS)[number];

export const PROFILE_SORTS = [
  'CREATED_DESC',
  'UPDATED_ASC',
  'UPDATED_DESC',
  'FAVORITE_DESC',
  'NAME_ASC',
  'NAME_DESC',
] as const;
export type ProfileSort = (typeof PROFILE_SORTS)[number];

export function profileSort(value: string | null | undefined): ProfileSort {
  return (PROFILE_SORTS as readonly string[]).includes(value ?? '') ? (value as ProfileSort) : 'CREATED_DESC';
}

export const GRAD_LEVELS = ['middle_school', 'high_school', 'university', 'grad_school', 'phd'] as const;
export const LANGUAGE_LEVELS = ['beginner', 'intermediate', 'advanced', 'professional'] as const;
/** A resume's country: one of the service's countries. */
export const RESUME_COUNTRIES = COUNTRIES;

/** Work achievements and project descriptions. */
export const MAX_LONG_TEXT = 3000;
/** YYYY.MM, month 01–12. */
export const PERIOD_PATTERN = /^\d{4}\.(0[1-9]|1[0-2])$/;

/** Uploaded resumes: PDF only, at most 10 MB (the stricter of the spec's two readings). */
export const PDF_MAX_BYTES = 10 * 1024 * 1024;

/** Postings and companies in the position picker, per page. */
export const POSITION_PAGE_SIZE = 10;

/** How many default resume titles there are (texts in the `profiles` namespace: defaultNames.0 …). */
export const DEFAULT_NAME_COUNT = 10;

/**
 * A homepage or posting link as users may follow it: a scheme added when missing, null when invalid or
 * on a name reserved for examples (.example, .invalid, .test: RFC 2606), which never leads anywhere.
 */
export function normaliseUrl(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.')) return null;
    if (/\.(example|invalid|test)$/i.test(url.hostname)) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** The order in which the editor reports problems (and focuses the first). */
export const RESUME_CHECK_ORDER = [
  'name',
  'person.country',
  'person.region',
  'person.address',
  'person.birthYear',
  'person.birthMonth',
  'educations',
] as const;

/** The first field with a problem, in check order, then any other in document order. */
export function firstInvalidField(errors: Record<string, string[] | null> | null | undefined): string | null {
  if (!errors) return null;
  const failing = Object.keys(errors).filter((k) => errors[k]?.length);
  for (const field of RESUME_CHECK_ORDER) if (failing.includes(field)) return field;
  const rank = (k: string) => {
    const m = k.match(/^educations\[(\d+)\]\.(\w+)/);
    const order = ['gradLevel', 'school', 'start'];
    return m ? Number(m[1]) * 10 + Math.max(0, order.indexOf(m[2])) : 1000;
  };
  return failing.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/** How many episodes (경험 정리) one resume keeps. */
export const MAX_EPISODES = 20;
/** The longest text of each part of an episode (characters). */
export const EPISODE_LIMITS = {
  situation: 1000,
  action: 1500,
  result: 1000,
  learned: 1000,
  role: 500,
  shows: 300,
  otherSide: 1000,
  myPart: 1000,
} as const;

/**
 * The value a draft's source line is kept for, as the editor's field holds it: a text as it is, a
 * list (the skills) one item a line. A field whose value differs from its source's shows no line.
 */
export const draftSourceValue = (value: unknown): string =>
  Array.isArray(value) ? value.map((item) => String(item ?? '')).join('\n') : String(value ?? '');
