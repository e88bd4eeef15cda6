import { describe, expect, it } from 'vitest';
import { PROMOTION_HIDE_MS, shouldShowPromotion } from '~/features/home/promotion';

const none = { until: null, session: false };

describe('promotion modal', () => {
  it('shows only before 2024-10-26 (Korean time)', () => {
    expect(shouldShowPromotion(new Date('2024-10-25T23:59:59+09:00'), none)).toBe(true);
    expect(shouldShowPromotion(new Date('2024-10-26T00:00:00+09:00'), none)).toBe(false);
    expect(shouldShowPromotion(new Date('2026-11-22T12:00:00+09:00'), none)).toBe(false);
  });

  it('stays hidden for one day after "not today", then shows again', () => {
    const now = new Date('2024-10-01T10:00:00+09:00');
    const until = now.getTime() + PROMOTION_HIDE_MS;
    expect(shouldShowPromotion(now, { until, session: false })).toBe(false);
    expect(shouldShowPromotion(new Date(until - 1), { until, session: false })).toBe(false);
    expect(shouldShowPromotion(new Date(until + 1), { until, session: false })).toBe(true);
  });

  it('stays hidden for the session after a plain close', () => {
    expect(shouldShowPromotion(new Date('2024-10-01T10:00:00+09:00'), { until: null, session: true })).toBe(
      false,
    );
  });
});
