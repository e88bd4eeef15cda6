import type { PaymentType } from '#db/schema/enums';
import { EASY_PAY_TYPES } from './constants';

/** The payment types of a payment made through Toss (not a bank transfer, not a coupon). */
export type TossPaymentType = Exclude<PaymentType, 'SELF' | 'COUPON'>;

/** A method the product does not sell through (virtual account, phone, gift card, …). */
export class UnsupportedPaymentMethodError extends Error {
  constructor(method: string | null, provider: string | null) {
    super(`unsupported payment method ${method ?? '-'} / ${provider ?? '-'}`);
    this.name = 'UnsupportedPaymentMethodError';
  }
}

const CARD = new Set(['카드', 'CARD']);
const EASY_PAY = new Set(['간편결제', 'EASY_PAY', '해외간편결제', 'FOREIGN_EASY_PAY']);
const WALLETS: Record<string, keyof typeof EASY_PAY_TYPES> = {
  네이버페이: 'NAVERPAY',
  NAVERPAY: 'NAVERPAY',
  카카오페이: 'KAKAOPAY',
  KAKAOPAY: 'KAKAOPAY',
  토스페이: 'TOSSPAY',
  TOSSPAY: 'TOSSPAY',
  PAYPAL: 'PAYPAL',
  페이팔: 'PAYPAL',
};

/**
 * Spec §4: card → card, easy pay → the wallet's own type. Bank transfer (SELF) never comes through
 * the provider. Anything else is refused with an error, never a crash.
 */
export function paymentTypeOf(method: string | null, easyPayProvider: string | null): TossPaymentType {
  if (method && CARD.has(method)) return 'TOSS_CARD';
  if (method && EASY_PAY.has(method)) {
    const wallet = WALLETS[(easyPayProvider ?? '').toUpperCase()] ?? WALLETS[easyPayProvider ?? ''];
    if (wallet) return EASY_PAY_TYPES[wallet];
  }
  throw new UnsupportedPaymentMethodError(method, easyPayProvider);
}
