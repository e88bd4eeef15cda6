import crypto from 'node:crypto';
import { PaymentProviderError, type PaymentGateway, type ProviderPayment } from './types';

/**
 * The local test-payment mode (no Toss keys): the app's own checkout page approves or declines, and
 * the payment key it hands to the success URL is signed, so confirm needs no state and accepts only
 * keys this server issued for that order, amount and currency. No money moves; the pages say so.
 * Nothing leaves the process, so amounts stay in minor units throughout (990 = $9.90).
 */
type KeyBody = { o: string; a: number; c: string; m: 'CARD' | 'EASY_PAY'; p: string | null; r: string };

function sign(secret: string, body: string) {
  return crypto.createHmac('sha256', secret).update(`test-payment:${body}`).digest('base64url').slice(0, 22);
}

export function issueTestPaymentKey(
  secret: string,
  input: {
    orderId: string;
    amount: number;
    currency: string;
    method: 'CARD' | 'EASY_PAY';
    provider: string | null;
  },
): string {
  const body: KeyBody = {
    o: input.orderId,
    a: input.amount,
    c: input.currency,
    m: input.method,
    p: input.provider,
    r: crypto.randomBytes(6).toString('base64url'),
  };
  const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `test_${encoded}.${sign(secret, encoded)}`;
}

function readKey(secret: string, paymentKey: string): KeyBody {
  const match = /^test_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(paymentKey);
  if (!match || sign(secret, match[1]) !== match[2])
    throw new PaymentProviderError('NOT_FOUND_PAYMENT', 404, 'unknown test payment key');
  return JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as KeyBody;
}

function payment(paymentKey: string, body: KeyBody, status: string): ProviderPayment {
  return {
    paymentKey,
    orderId: body.o,
    status,
    method: body.m,
    easyPayProvider: body.p,
    totalAmount: body.a,
    currency: body.c,
    approvedAt: new Date().toISOString(),
    raw: { testMode: true, paymentKey, orderId: body.o, status, method: body.m, totalAmount: body.a },
  };
}

export function createTestGateway(secret: string): PaymentGateway {
  return {
    kind: 'test',
    async confirm(input) {
      const body = readKey(secret, input.paymentKey);
      if (body.o !== input.orderId || body.a !== input.amount || body.c !== input.currency)
        throw new PaymentProviderError('INVALID_REQUEST', 400, 'order or amount differs from the payment');
      return payment(input.paymentKey, body, 'DONE');
    },
    async getPayment(paymentKey) {
      return payment(paymentKey, readKey(secret, paymentKey), 'DONE');
    },
    async cancel(paymentKey) {
      return payment(paymentKey, readKey(secret, paymentKey), 'CANCELED');
    },
  };
}
