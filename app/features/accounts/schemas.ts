import { z } from 'zod';

// One schema per form, shared by the action (server) and useForm (client). Messages are i18n keys
// of the `accounts` namespace; the components translate them.

export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d@$!%*?&]{8,15}$/;
export const NAME_PATTERN = /^[가-힣ㄱ-ㅎㅏ-ㅣa-zA-Z\s]+$/;
export const PHONE_PATTERN = /^\d{5,15}$/;
export const COUNTRIES = ['KR', 'ID'] as const;
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

const trimmed = (message: string) => z.string({ error: message }).trim().min(1, message);
const email = trimmed('validation.emailRequired')
  .max(254, 'validation.emailInvalid')
  .regex(EMAIL_PATTERN, 'validation.emailInvalid');
const password = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .regex(PASSWORD_PATTERN, 'validation.passwordFormat');
const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean());

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

const profileFields = (now: Date) => {
  const { min, max } = birthYearRange(now);
  return {
    name: trimmed('validation.nameRequired')
      .max(50, 'validation.nameInvalid')
      .regex(NAME_PATTERN, 'validation.nameInvalid'),
    country: z.enum(COUNTRIES, { error: 'validation.countryRequired' }),
    countryCode: z.enum(PHONE_CODES, { error: 'validation.countryCodeRequired' }),
    phoneNumber: trimmed('validation.phoneRequired').regex(PHONE_PATTERN, 'validation.phoneInvalid'),
    birthYear: z.coerce
      .number({ error: 'validation.birthYearRequired' })
      .int('validation.birthYearRequired')
      .min(min, 'validation.birthYearRange')
      .max(max, 'validation.birthYearRange'),
    birthMonth: z.coerce
      .number({ error: 'validation.birthMonthRequired' })
      .int('validation.birthMonthRequired')
      .min(1, 'validation.birthMonthRequired')
      .max(12, 'validation.birthMonthRequired'),
  };
};

/**
 * Personal sign-up. Fields are declared in the spec's check order (e-mail authentication, password,
 * confirmation, name, country, code, phone, birth year, month, age, terms), which is the order in
 * which the first problem is reported.
 */
export function signUpSchema(now: Date) {
  // Cross-field checks run even when another field failed (`when`), so every problem is reported.
  const always = { when: () => true };
  return z
    .object({
      email,
      authId: z.string({ error: 'validation.emailAuthRequired' }).uuid('validation.emailAuthRequired'),
      password,
      passwordConfirm: z
        .string({ error: 'validation.passwordConfirmRequired' })
        .min(1, 'validation.passwordConfirmRequired'),
      ...profileFields(now),
      userAgeCheck: checkbox,
      serviceTerms: checkbox,
      privacyRequired: checkbox,
      privacyOptional: checkbox,
      marketing: checkbox,
    })
    .refine((v) => !v.passwordConfirm || v.password === v.passwordConfirm, {
      path: ['passwordConfirm'],
      message: 'validation.passwordMismatch',
      ...always,
    })
    .refine(
      (v) =>
        !Number.isInteger(Number(v.birthYear)) ||
        !Number.isInteger(Number(v.birthMonth)) ||
        isOldEnough(Number(v.birthYear), Number(v.birthMonth), now),
      {
        path: ['birthMonth'],
        message: 'validation.tooYoung',
        ...always,
      },
    )
    .refine((v) => REQUIRED_TERMS.every((term) => v[term]), {
      path: ['terms'],
      message: 'validation.termsRequired',
      ...always,
    });
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

export const emailAuthSchema = z.object({ email });

export const loginSchema = z.object({
  email: z.string().trim().max(254).default(''),
  password: z.string().max(200).default(''),
  redirectTo: z.string().optional(),
});

export const forgotPasswordSchema = z.object({ email });

export const newPasswordSchema = z
  .object({
    key: z.string().min(1).max(200),
    password,
    passwordConfirm: z.string().min(1, 'validation.passwordConfirmRequired'),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'validation.passwordMismatch',
  });

export const currentPasswordSchema = z.object({
  password: z.string().min(1, 'validation.passwordRequired').max(200),
});

export function profileEditSchema(now: Date) {
  return z.object(profileFields(now)).superRefine((v, ctx) => {
    if (!isOldEnough(v.birthYear, v.birthMonth, now))
      ctx.addIssue({ code: 'custom', path: ['birthMonth'], message: 'validation.tooYoung' });
  });
}

/** Language that follows a country after a profile update: KR → ko, ID → id, else en. */
export function languageForCountry(country: string | null | undefined): 'ko' | 'id' | 'en' {
  return country === 'KR' ? 'ko' : country === 'ID' ? 'id' : 'en';
}

/** Completing a first Kakao or Naver sign-in: the fields the provider did not give, and the terms. */
export function socialSignUpSchema(now: Date) {
  return z
    .object({
      ...profileFields(now),
      userAgeCheck: checkbox,
      serviceTerms: checkbox,
      privacyRequired: checkbox,
      privacyOptional: checkbox,
      marketing: checkbox,
    })
    .refine((v) => isOldEnough(v.birthYear, v.birthMonth, now), {
      path: ['birthMonth'],
      message: 'validation.tooYoung',
    })
    .refine((v) => REQUIRED_TERMS.every((term) => v[term]), {
      path: ['terms'],
      message: 'validation.termsRequired',
      when: () => true,
    });
}
