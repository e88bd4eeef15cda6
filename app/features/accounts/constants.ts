// Account rules without a validation library, so pages can use them without loading zod up front.
import { COUNTRIES, USER_ROLES } from '#db/schema/enums';
import { EMAIL_PATTERN } from '~/lib/email';

export { COUNTRIES, EMAIL_PATTERN, USER_ROLES };

export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d@$!%*?&]{8,15}$/;
export const NAME_PATTERN = /^[가-힣ㄱ-ㅎㅏ-ㅣa-zA-Z\s]+$/;
export const PHONE_PATTERN = /^\d{5,15}$/;
export const PHONE_CODES = ['+82', '+62'] as const;
export const MIN_AGE = 14;
export const TERMS = [
  'userAgeCheck',
  'serviceTerms',
  'privacyRequired',
  'privacyOptional',
  'marketing',
] as const;
export const REQUIRED_TERMS = ['userAgeCheck', 'serviceTerms', 'privacyRequired'] as const;

/** Birth year within the last 100 years, as of `now`. */
export function birthYearRange(now: Date) {
  const year = now.getFullYear();
  return { min: year - 100, max: year };
}

/** At least 14 full years between the birth month and the current month. */
export function isOldEnough(year: number, month: number, now: Date): boolean {
  const months = now.getFullYear() * 12 + now.getMonth() + 1 - (year * 12 + month);
  return months >= MIN_AGE * 12;
}

/** The spec's order of sign-up checks; the first field in it with a problem is the one reported. */
export const SIGN_UP_FIELD_ORDER = [
  'authId',
  'email',
  'passwordConfirm',
  'password',
  'name',
  'country',
  'countryCode',
  'phoneNumber',
  'birthYear',
  'birthMonth',
  'terms',
] as const;

/** The first problem in check order, from a conform error map. */
export function firstProblem(
  errors: Record<string, string[] | null> | null | undefined,
): { field: string; message: string } | null {
  if (!errors) return null;
  for (const field of SIGN_UP_FIELD_ORDER) {
    const message = errors[field]?.[0];
    if (message) return { field, message };
  }
  return null;
}

/** Language that follows a country after an account update: KR → ko, ID → id, else en. */
export function languageForCountry(country: string | null | undefined): 'ko' | 'id' | 'en' {
  return country === 'KR' ? 'ko' : country === 'ID' ? 'id' : 'en';
}
