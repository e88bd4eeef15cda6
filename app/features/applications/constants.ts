// Application rules without a validation library, so pages can use them without loading zod up front.
import { APPLICATION_STATUSES, type ApplicationStatus } from '#db/schema/enums';

export { APPLICATION_STATUSES, type ApplicationStatus };

/** How many applications one member keeps, and how many questions one application asks (issue 25). */
export const MAX_APPLICATIONS = 200;
export const MAX_APPLICATION_QUESTIONS = 10;
export const APPLICATION_PAGE_SIZE = 10;
export const MAX_COMPANY_NAME = 120;
export const MAX_NOTES = 2000;
/**
 * The member's own material for this application's letters (ADR 0038): why this industry, company and
 * job (one short field each), a plan for the first one to three years, and the posting's pasted text.
 */
export const MATERIAL_LIMITS = {
  whyIndustry: 500,
  whyCompany: 500,
  whyJob: 500,
  plan: 1000,
  postingText: 8000,
} as const;
export const MATERIAL_FIELDS = ['whyIndustry', 'whyCompany', 'whyJob', 'plan', 'postingText'] as const;
export type MaterialField = (typeof MATERIAL_FIELDS)[number];

/** Statuses an application is still open in: reminders and the deadline's D-day concern only these. */
export const OPEN_STATUSES: readonly ApplicationStatus[] = ['preparing'];

/** The list's views: by deadline, or a board of columns by status. */
export const APPLICATION_VIEWS = ['list', 'board'] as const;
export type ApplicationView = (typeof APPLICATION_VIEWS)[number];

export function applicationStatus(value: string | null | undefined): ApplicationStatus | null {
  return (APPLICATION_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as ApplicationStatus)
    : null;
}

export type DeadlineLabel =
  { kind: 'none' } | { kind: 'closed' } | { kind: 'today' } | { kind: 'days'; days: number };

/**
 * How a deadline reads on a given Korean-time day (both YYYY-MM-DD): "D-3", "오늘 마감" on the day,
 * "마감" once past. Days are counted between calendar dates, never from the clock's hours.
 */
export function deadlineLabel(deadline: string | null, todayIso: string): DeadlineLabel {
  if (!deadline) return { kind: 'none' };
  const days = Math.round(
    (Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${todayIso}T00:00:00Z`)) / 86_400_000,
  );
  if (Number.isNaN(days)) return { kind: 'none' };
  if (days < 0) return { kind: 'closed' };
  if (days === 0) return { kind: 'today' };
  return { kind: 'days', days };
}
