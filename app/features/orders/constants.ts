import { REFUND_REASONS, type Currency } from '#db/schema/enums';

/** Countries a visitor can choose on the goods page; KR buys in KRW, the others in USD. */
export const GOODS_COUNTRIES = ['KR', 'EN', 'ID'] as const;
export type GoodsCountry = (typeof GOODS_COUNTRIES)[number];

export function currencyOfCountry(country: string | null | undefined): Currency {
  return country === 'KR' ? 'KRW' : 'USD';
}

export { ORDER_STATUSES, REFUND_REASONS } from '#db/schema/enums';
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_TEXT_MAX = 500;

/** Banks a bank-transfer refund can be paid back to (their names are in the `commerce` texts). */
export const PAYBACK_BANKS = [
  'KB',
  'SHINHAN',
  'WOORI',
  'HANA',
  'NH',
  'IBK',
  'SC',
  'CITI',
  'KAKAO',
  'TOSS',
  'KBANK',
  'EPOST',
  'MG',
  'CU',
  'SUHYUP',
  'BUSAN',
  'IM',
  'KYONGNAM',
  'GWANGJU',
  'JB',
  'JEJU',
  'KDB',
] as const;
export type PaybackBank = (typeof PAYBACK_BANKS)[number];

export const ORDER_PAGE_SIZE = 10;
/**
 * How long a return page waits for another request that is confirming the same order before it says
 * "being confirmed" and refreshes itself.
 */
export const CONFIRM_WAIT_MS = 4_000;
/**
 * How long the return page waits for a confirm (its own, or the order being settled by any other path)
 * before it says "being confirmed" and refreshes itself, while a provider that hangs is still waited for.
 */
export const CONFIRM_PAGE_WAIT_MS = 3_000;

/** Easy-pay wallets the widget offers: the payment type each one maps to (spec §4, §9). */
export const EASY_PAY_TYPES = {
  NAVERPAY: 'TOSS_NAVER',
  KAKAOPAY: 'TOSS_KAKAO',
  TOSSPAY: 'TOSS_PAY',
  PAYPAL: 'TOSS_PAYPAL',
} as const;
