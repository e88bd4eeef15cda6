/** What the app needs from a payment provider, whichever one answers (Toss, or the local test mode). */
import type { Currency } from '~/lib/money';
import { fromProviderAmount } from './amounts';

/**
 * A payment as the provider reports it (the fields of Toss's Payment object that we use). Amounts are
 * in the app's minor units (USD cents), whatever the provider writes; `raw` is the provider's own body.
 */
export type ProviderPayment = {
  paymentKey: string;
  orderId: string;
  /** READY, IN_PROGRESS, WAITING_FOR_DEPOSIT, DONE, CANCELED, PARTIAL_CANCELED, ABORTED, EXPIRED */
  status: string;
  /** Toss answers in Korean (카드, 간편결제, 계좌이체, …) or English (CARD, EASY_PAY, TRANSFER, …). */
  method: string | null;
  easyPayProvider: string | null;
  /** In minor units of `currency` (990 for Toss's `totalAmount: 9.9` USD); NaN if unreadable. */
  totalAmount: number;
  currency: string;
  approvedAt: string | null;
  raw: unknown;
};

/** A refusal from the provider, with its code (REJECT_CARD_PAYMENT, ALREADY_PROCESSED_PAYMENT, …). */
export class PaymentProviderError extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** The provider could not be reached or answered nothing usable: the call may or may not have happened. */
export class PaymentTransportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentTransportError';
  }
}

export interface PaymentGateway {
  /** `toss` calls Toss's REST API; `test` is the local test-payment mode (no money moves). */
  kind: 'toss' | 'test';
  /** `amount` is in minor units of `currency` (990 USD = $9.90); the adapter converts it for the provider. */
  confirm(
    input: { paymentKey: string; orderId: string; amount: number; currency: Currency },
    idempotencyKey: string,
  ): Promise<ProviderPayment>;
  getPayment(paymentKey: string): Promise<ProviderPayment>;
  cancel(paymentKey: string, reason: string, idempotencyKey: string): Promise<ProviderPayment>;
}

/** Reads Toss's Payment object; its amounts (decimal for USD) come back in minor units. */
export function toProviderPayment(body: Record<string, unknown>): ProviderPayment {
  const easyPay = body.easyPay as { provider?: string } | null | undefined;
  const currency = String(body.currency ?? '');
  return {
    paymentKey: String(body.paymentKey ?? ''),
    orderId: String(body.orderId ?? ''),
    status: String(body.status ?? ''),
    method: typeof body.method === 'string' ? body.method : null,
    easyPayProvider: easyPay?.provider ?? null,
    totalAmount: fromProviderAmount(body.totalAmount, currency),
    currency,
    approvedAt: typeof body.approvedAt === 'string' ? body.approvedAt : null,
    raw: body,
  };
}
