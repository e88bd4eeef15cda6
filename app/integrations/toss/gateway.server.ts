import { env } from '~/lib/env.server';
import { createTossGateway } from './http.server';
import { createTestGateway } from './test-mode.server';
import type { PaymentGateway } from './types';

/** How card and easy pay run: `toss` (widget or the configured hosted checkout), `test` (local page), `off`. */
export type PaymentMode = 'toss' | 'test' | 'off';

export function paymentMode(e = env()): PaymentMode {
  if (e.PAYMENTS_DISABLED) return 'off';
  return e.TOSS_CLIENT_KEY && e.TOSS_SECRET_KEY ? 'toss' : 'test';
}

let override: PaymentGateway | undefined;

/** Tests may swap the gateway (e.g. a Toss adapter pointed at the fake). */
export function setPaymentGateway(gateway: PaymentGateway | undefined) {
  override = gateway;
}

export function paymentGateway(): PaymentGateway {
  if (override) return override;
  const e = env();
  return e.TOSS_SECRET_KEY && e.TOSS_CLIENT_KEY
    ? createTossGateway({ secretKey: e.TOSS_SECRET_KEY, baseUrl: e.TOSS_API_BASE })
    : createTestGateway(e.SESSION_SECRET);
}
