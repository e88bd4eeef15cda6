import { describe, expect, it } from 'vitest';
import { fromProviderAmount, parseProviderAmount, toProviderAmount } from './amounts';
import { toProviderPayment } from './types';

describe('toProviderAmount: minor units → what Toss takes', () => {
  it('USD becomes a decimal, exactly (as JSON too)', () => {
    expect(toProviderAmount(990, 'USD')).toBe(9.9);
    expect(toProviderAmount(66498, 'USD')).toBe(664.98);
    expect(toProviderAmount(1, 'USD')).toBe(0.01);
    expect(toProviderAmount(2490, 'USD')).toBe(24.9);
    expect(toProviderAmount(100, 'USD')).toBe(1);
    expect(toProviderAmount(0, 'USD')).toBe(0);
    expect(JSON.stringify({ amount: toProviderAmount(990, 'USD') })).toBe('{"amount":9.9}');
    expect(JSON.stringify({ amount: toProviderAmount(66498, 'USD') })).toBe('{"amount":664.98}');
  });

  it('every cent amount up to $10,000 is the double nearest its decimal (no float drift)', () => {
    for (let cents = 0; cents <= 1_000_000; cents += 1) {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      if (toProviderAmount(cents, 'USD') !== Number(text)) throw new Error(`${cents} → ${text}`);
    }
  });

  it('KRW stays the integer it is', () => {
    expect(toProviderAmount(9900, 'KRW')).toBe(9900);
    expect(JSON.stringify({ amount: toProviderAmount(9900, 'KRW') })).toBe('{"amount":9900}');
  });

  it('refuses what is not a whole number of minor units, or an unknown currency', () => {
    expect(() => toProviderAmount(9.9, 'USD')).toThrow(RangeError);
    expect(() => toProviderAmount(Number.NaN, 'KRW')).toThrow(RangeError);
    expect(() => toProviderAmount(100, 'JPY' as 'KRW')).toThrow(RangeError);
  });
});

describe('fromProviderAmount: what Toss reports → minor units', () => {
  it('USD decimals become cents, rounded to the nearest cent', () => {
    expect(fromProviderAmount(9.9, 'USD')).toBe(990);
    expect(fromProviderAmount(664.98, 'USD')).toBe(66498); // 664.98 * 100 = 66497.99999999999
    expect(fromProviderAmount(0.01, 'USD')).toBe(1);
    expect(fromProviderAmount(9.899999, 'USD')).toBe(990);
    expect(fromProviderAmount(1.005, 'USD')).toBe(100); // 1.005 is 1.00499999… as a double
  });

  it('KRW is the integer', () => {
    expect(fromProviderAmount(9900, 'KRW')).toBe(9900);
  });

  it('round-trips every cent amount up to $10,000', () => {
    for (let cents = 0; cents <= 1_000_000; cents += 1)
      if (fromProviderAmount(toProviderAmount(cents, 'USD'), 'USD') !== cents) throw new Error(String(cents));
  });

  it('no number, or an unknown currency, is NaN (never equal to a stored amount)', () => {
    expect(fromProviderAmount(undefined, 'USD')).toBeNaN();
    expect(fromProviderAmount(null, 'KRW')).toBeNaN();
    expect(fromProviderAmount('', 'KRW')).toBeNaN();
    expect(fromProviderAmount('abc', 'KRW')).toBeNaN();
    expect(fromProviderAmount(9.9, '')).toBeNaN();
    expect(fromProviderAmount(990, 'JPY')).toBeNaN();
    expect(fromProviderAmount('9.9', 'USD')).toBe(990);
  });
});

describe('parseProviderAmount: the success URL’s amount text → minor units', () => {
  it('reads decimals digit by digit', () => {
    expect(parseProviderAmount('9.9', 'USD')).toBe(990);
    expect(parseProviderAmount('9.90', 'USD')).toBe(990);
    expect(parseProviderAmount('664.98', 'USD')).toBe(66498);
    expect(parseProviderAmount('0.01', 'USD')).toBe(1);
    expect(parseProviderAmount('10', 'USD')).toBe(1000);
    expect(parseProviderAmount('9900', 'KRW')).toBe(9900);
    expect(parseProviderAmount('9900.0', 'KRW')).toBe(9900);
  });

  it('refuses more places than the currency has, signs, exponents, junk', () => {
    for (const [text, currency] of [
      ['9.999', 'USD'],
      ['9900.5', 'KRW'],
      ['-1', 'USD'],
      ['1e3', 'KRW'],
      ['', 'KRW'],
      ['9,900', 'KRW'],
      ['.5', 'USD'],
      ['9.9', 'JPY'],
    ])
      expect(parseProviderAmount(text, currency), `${text} ${currency}`).toBeNull();
  });
});

describe('toProviderPayment', () => {
  it('reads a USD Payment object’s decimal totalAmount as cents', () => {
    const payment = toProviderPayment({
      paymentKey: 'k',
      orderId: 'o',
      status: 'DONE',
      method: '간편결제',
      easyPay: { provider: 'PAYPAL', amount: 664.98 },
      totalAmount: 664.98,
      currency: 'USD',
      approvedAt: '2025-01-01T00:00:00+09:00',
    });
    expect(payment).toMatchObject({ totalAmount: 66498, currency: 'USD', easyPayProvider: 'PAYPAL' });
    expect((payment.raw as { totalAmount: number }).totalAmount).toBe(664.98); // the provider's own body
  });

  it('keeps a KRW totalAmount as it is', () => {
    expect(toProviderPayment({ totalAmount: 9900, currency: 'KRW' }).totalAmount).toBe(9900);
  });
});
