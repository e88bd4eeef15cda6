import { describe, expect, it } from 'vitest';
import { finalAmount, formatMoney, parseMoney } from '~/lib/money';
import { paymentTypeOf, UnsupportedPaymentMethodError } from '~/features/orders/payment-method';

describe('payment method mapping (spec §4)', () => {
  it('maps card to card and each easy-pay wallet to its own type, in Korean or English', () => {
    expect(paymentTypeOf('카드', null)).toBe('TOSS_CARD');
    expect(paymentTypeOf('CARD', null)).toBe('TOSS_CARD');
    expect(paymentTypeOf('간편결제', '네이버페이')).toBe('TOSS_NAVER');
    expect(paymentTypeOf('간편결제', '카카오페이')).toBe('TOSS_KAKAO');
    expect(paymentTypeOf('EASY_PAY', 'TOSSPAY')).toBe('TOSS_PAY');
    expect(paymentTypeOf('해외간편결제', 'PAYPAL')).toBe('TOSS_PAYPAL');
  });

  it('refuses any other method with an error, never a crash', () => {
    expect(() => paymentTypeOf('가상계좌', null)).toThrow(UnsupportedPaymentMethodError);
    expect(() => paymentTypeOf('휴대폰', null)).toThrow(UnsupportedPaymentMethodError);
    expect(() => paymentTypeOf('간편결제', '삼성페이')).toThrow(UnsupportedPaymentMethodError);
    expect(() => paymentTypeOf(null, null)).toThrow(UnsupportedPaymentMethodError);
  });
});

describe('money in minor units', () => {
  it('formats KRW without and USD with cents, and reads an operator price back', () => {
    expect(formatMoney(9900, 'KRW', 'ko')).toBe('₩9,900');
    expect(formatMoney(990, 'USD', 'en')).toBe('$9.90');
    expect(parseMoney('9900', 'KRW')).toBe(9900);
    expect(parseMoney('9.9', 'USD')).toBe(990);
    expect(parseMoney('24.90', 'USD')).toBe(2490);
    expect(parseMoney('9.90', 'KRW')).toBeNull();
    expect(parseMoney('1e3', 'KRW')).toBeNull();
    expect(parseMoney('-5', 'USD')).toBeNull();
  });

  it('never charges below 0', () => {
    expect(finalAmount(9900, 12000)).toBe(0);
    expect(finalAmount(9900, 900)).toBe(9000);
  });
});
