/**
 * The spec's error codes. Each maps to a localized message `errors:code.<code>`; unknown codes fall
 * back to the status message.
 */
export const ERROR_CODES = {
  EMAIL_DUPLICATE: 20000,
  LOGIN_VALIDATION: 20001,
  LOGIN_FAILED: 20002,
  USER_NOT_FOUND: 20003,
  BIRTH_YEAR_INVALID: 20004,
  PASSWORD_KEY_INVALID: 20005,
  PASSWORD_MISMATCH: 20006,
  BIRTH_INVALID: 20007,
  TERMS_REQUIRED: 20008,
  LOGIN_FAILED_FIVE_TIMES: 20010,
  LOGIN_LOCKED: 20011,
  USERNAME_TAKEN: 20016,
  AGENCY_LICENSE_NOT_FOUND: 30000,
  AGENCY_ID_INVALID: 31005,
  AGENCY_NOT_FOUND: 300001,
  AGENCY_PERIOD_NOT_FOUND: 300002,
  AGENCY_PERIOD_USER_JOIN_INVALID: 300003,
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
const KNOWN_CODES = new Set<number>(Object.values(ERROR_CODES));

/** A failure the user should hear about, with the spec's code and the HTTP status it answers with. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number = 400,
    message?: string,
  ) {
    super(message ?? `AppError ${code}`);
    this.name = 'AppError';
  }
}

export const STATUS_KEYS = [400, 401, 403, 404, 500, 'generic'] as const;
export type StatusKey = (typeof STATUS_KEYS)[number];

/** The title key of an error page for an HTTP status (spec §2: error pages). */
export function statusKey(status: number): StatusKey {
  return status === 400 || status === 401 || status === 403 || status === 404 || status === 500
    ? status
    : 'generic';
}

/** The one mapper from a code (or, failing that, a status) to the i18n key of its message. */
export function errorMessageKey(code: number | undefined, status: number): string {
  if (code !== undefined && KNOWN_CODES.has(code)) return `errors:code.${code}`;
  return `errors:status.${statusKey(status)}.message`;
}

/** The error body of the spec (§3): status, code, error, message, already localized. */
export type ErrorBody = { status: number; code: number | null; error: string; message: string };

export function toErrorBody(error: AppError, t: (key: string) => string): ErrorBody {
  return {
    status: error.status,
    code: error.code,
    error: error.name,
    message: t(errorMessageKey(error.code, error.status)),
  };
}
