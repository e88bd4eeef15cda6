// The values of the database's enums (and of columns that hold one of a fixed list), as plain lists with no
// database code, so the schema (pgEnum), the forms' zod schemas, client components and imports all read
// the same list (one place to add a value).

export const CURRENCIES = ['KRW', 'USD'] as const;
export const DURATION_UNITS = ['DAY', 'MONTH', 'YEAR'] as const;
export const ORDER_STATUSES = [
  'CREATED',
  'CONFIRMING',
  'WAITING_DEPOSIT',
  'PAID',
  'EXPIRED',
  'REFUNDED',
] as const;
export const PAYMENT_TYPES = [
  'TOSS_CARD',
  'TOSS_NAVER',
  'TOSS_KAKAO',
  'TOSS_PAYPAL',
  'TOSS_PAY',
  'SELF',
  'COUPON',
] as const;
export const REFUND_REASONS = [
  'JOB_SUCCESS',
  'FEE_EXPENSIVE',
  'QUALITY_DISSATISFIED',
  'PAYMENT_METHOD_CHANGE',
  'RARE_USAGE',
  'SIMPLE_CHANGE_OF_MIND',
  'OTHER',
] as const;
export const COUPON_KINDS = ['GOODS', 'DISCOUNT_PERCENT', 'DISCOUNT_AMOUNT', 'DOMAIN'] as const;

/** Culture tags a company can carry (`companies.culture_tags`); their titles live in the `culture` namespace (tags.<id>). */
export const CULTURE_TAGS = [
  'flat',
  'flexible',
  'remote',
  'growth',
  'stable',
  'global',
  'learning',
  'reward',
  'balance',
  'mission',
] as const;
export type CultureTag = (typeof CULTURE_TAGS)[number];
