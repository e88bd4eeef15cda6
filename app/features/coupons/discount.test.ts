import { describe, expect, it } from 'vitest';
import { finalAmount } from '~/lib/money';
import { couponDiscount } from './discount';

const percent = (value: number) => ({ kind: 'DISCOUNT_PERCENT' as const, value, currency: null });
const amount = (value: number, currency: 'KRW' | 'USD' = 'KRW') => ({
  kind: 'DISCOUNT_AMOUNT' as const,
  value,
  currency,
});

describe('coupon discount', () => {
  it('percent is price × value / 100, rounded down to the minor unit', () => {
    expect(couponDiscount(percent(10), 9_900, 'KRW')).toBe(990);
    expect(couponDiscount(percent(15), 9_999, 'KRW')).toBe(1_499); // 1499.85 → 1499
    expect(couponDiscount(percent(33), 999, 'USD')).toBe(329); // $9.99 × 33 % = 329.67 cents → 329
  });

  it('a fixed amount comes off in its own currency only', () => {
    expect(couponDiscount(amount(3_000), 9_900, 'KRW')).toBe(3_000);
    expect(couponDiscount(amount(300, 'USD'), 9_900, 'KRW')).toBe(0);
  });

  it('never takes the final amount below 0', () => {
    expect(couponDiscount(amount(50_000), 9_900, 'KRW')).toBe(9_900);
    expect(finalAmount(9_900, couponDiscount(amount(50_000), 9_900, 'KRW'))).toBe(0);
    expect(couponDiscount(percent(100), 24_900, 'KRW')).toBe(24_900);
  });

  it('GOODS and DOMAIN coupons take nothing off an order', () => {
    expect(couponDiscount({ kind: 'GOODS', value: 0, currency: null }, 9_900, 'KRW')).toBe(0);
    expect(couponDiscount({ kind: 'DOMAIN', value: 0, currency: null }, 9_900, 'KRW')).toBe(0);
  });
});
