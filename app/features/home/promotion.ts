/** The job-centre promotion runs until the end of 2024-10-25, Korean time. */
export const PROMOTION_ENDS_AT = new Date('2024-10-26T00:00:00+09:00');
export const PROMOTION_HIDE_MS = 24 * 60 * 60 * 1000;

/** Whether the promotion modal shows: before the end date, and not hidden by the visitor. */
export function shouldShowPromotion(now: Date, hidden: { until: number | null; session: boolean }): boolean {
  if (now.getTime() >= PROMOTION_ENDS_AT.getTime()) return false;
  if (hidden.session) return false;
  return !(hidden.until !== null && hidden.until > now.getTime());
}
