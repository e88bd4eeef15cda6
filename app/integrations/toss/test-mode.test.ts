import { describe, expect, it } from 'vitest';
import { createTestGateway, issueTestPaymentKey } from './test-mode.server';

const SECRET = 'x'.repeat(32);

describe('the local test-payment gateway', () => {
  it('works in minor units and confirms only the currency the key was issued for', async () => {
    const gateway = createTestGateway(SECRET);
    const paymentKey = issueTestPaymentKey(SECRET, {
      orderId: 'CC20250101-abcdefgh',
      amount: 990,
      currency: 'USD',
      method: 'EASY_PAY',
      provider: 'PAYPAL',
    });
    const input = { paymentKey, orderId: 'CC20250101-abcdefgh', amount: 990 } as const;
    await expect(gateway.confirm({ ...input, currency: 'KRW' }, 'k')).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
    });
    await expect(gateway.confirm({ ...input, amount: 99000, currency: 'USD' }, 'k')).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
    });
    await expect(gateway.confirm({ ...input, currency: 'USD' }, 'k')).resolves.toMatchObject({
      status: 'DONE',
      totalAmount: 990,
      currency: 'USD',
      easyPayProvider: 'PAYPAL',
    });
  });
});
