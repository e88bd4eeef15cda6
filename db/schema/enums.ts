// The values of the database's enums (and of columns that hold one of a fixed list), as plain lists with no
// database code, so the schema (pgEnum), the forms' zod schemas, client components and imports all read
// the same list (one place to add a value).

export const USER_ROLES = ['USER', 'AGENCY'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const JOIN_TYPES = ['EMAIL', 'KAKAO', 'NAVER', 'AGENCY'] as const;
export type JoinType = (typeof JOIN_TYPES)[number];
/** The countries the service runs in: accounts, institutions, resumes, companies and postings. */
export const COUNTRIES = ['KR', 'ID'] as const;
export type Country = (typeof COUNTRIES)[number];
export const PASSWORD_KEY_PURPOSES = ['RESET', 'CHANGE'] as const;
export type PasswordKeyPurpose = (typeof PASSWORD_KEY_PURPOSES)[number];
export const TENANT_KINDS = ['MAIN', 'INSTITUTION'] as const;
export type TenantKind = (typeof TENANT_KINDS)[number];
export const AGENCY_STATUSES = ['ACTIVE', 'SUSPENDED'] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];
export const PASS_STATUSES = ['PENDING', 'ACTIVE', 'COMPLETED', 'OVERDUE', 'REFUND'] as const;
export type PassStatus = (typeof PASS_STATUSES)[number];
export const COMPANY_CLASSIFICATIONS = ['GROUP', 'PUBLIC', 'STARTUP', 'GLOBAL'] as const;
export type CompanyClassification = (typeof COMPANY_CLASSIFICATIONS)[number];
export const MAIL_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED'] as const;

export const CURRENCIES = ['KRW', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DURATION_UNITS = ['DAY', 'MONTH', 'YEAR'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
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
export type PaymentType = (typeof PAYMENT_TYPES)[number];
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
export type CouponKind = (typeof COUPON_KINDS)[number];
/** Where a pass came from (`pass.source`): the welcome gift, an order, an institution's seat, a GOODS coupon. */
export const PASS_SOURCES = ['WELCOME', 'ORDER', 'AGENCY', 'COUPON'] as const;
export type PassSource = (typeof PASS_SOURCES)[number];
/** Why a member's credits changed (`credit_ledger.reason`). */
export const CREDIT_REASONS = ['WELCOME', 'GENERATION', 'GENERATION_REFUND'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];
/** How a culture survey item is answered (`culture_question.response_type`): two or three choices, or any number. */
export const RESPONSE_TYPES = ['TWO', 'THREE', 'MULTI'] as const;
export type ResponseType = (typeof RESPONSE_TYPES)[number];

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

/** What an episode shows about the applicant: the kinds of questions it can answer. */
export const EPISODE_TAGS = [
  'failure',
  'conflict',
  'teamwork',
  'leadership',
  'customer',
  'data',
  'ethics',
  'problem',
  'growth',
] as const;
export type EpisodeTag = (typeof EPISODE_TAGS)[number];

/**
 * What a question asks, as the bank tags it (the writer reads the question's own wording first; the tag
 * decides only when the wording says nothing it knows). `company` is motivation for this very company.
 */
export const QUESTION_INTENTS = [
  'motivation',
  'company',
  'growth',
  'strengths',
  'goals',
  'failure',
  'teamwork',
  'problem',
  'data',
  'leadership',
  'customer',
  'ethics',
  'competency',
] as const;
export type QuestionIntent = (typeof QUESTION_INTENTS)[number];
/** Where an application stands; each change is kept with its date (`application_status_change`). */
export const APPLICATION_STATUSES = [
  'preparing',
  'submitted',
  'document_pass',
  'interview',
  'offer',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
