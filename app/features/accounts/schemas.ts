import { z } from 'zod';
import { localRedirectField } from '~/lib/fields';
import { LANGUAGES } from '~/lib/i18n';
import { uuidSchema } from '~/lib/ids';
import {
  birthYearRange,
  EMAIL_PATTERN,
  isOldEnough,
  NAME_PATTERN,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  COUNTRIES,
  PHONE_CODES,
  REQUIRED_TERMS,
} from './constants';

export * from './constants';

// One schema per form, shared by the action (server) and useForm (client). Messages are i18n keys
// of the `accounts` namespace; the components translate them.

const trimmed = (message: string) => z.string({ error: message }).trim().min(1, message);
const email = trimmed('validation.emailRequired')
  .max(254, 'validation.emailInvalid')
  .regex(EMAIL_PATTERN, 'validation.emailInvalid');
const password = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .regex(PASSWORD_PATTERN, 'validation.passwordFormat');
/**
 * A phone number as people type it: dashes and spaces are dropped ("010-1234-5678" is 01012345678),
 * then 5 to 15 digits (spec §5). Letters are refused with the format message.
 */
export const phoneNumberField = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string({ error: required }).min(1, required).max(15, invalid).regex(PHONE_PATTERN, invalid));
const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean());

const accountFields = (now: Date) => {
  const { min, max } = birthYearRange(now);
  return {
    name: trimmed('validation.nameRequired')
      .max(50, 'validation.nameInvalid')
      .regex(NAME_PATTERN, 'validation.nameInvalid'),
    country: z.enum(COUNTRIES, { error: 'validation.countryRequired' }),
    countryCode: z.enum(PHONE_CODES, { error: 'validation.countryCodeRequired' }),
    phoneNumber: phoneNumberField('validation.phoneRequired', 'validation.phoneInvalid'),
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

/** Where the form's e-mail authentication stands, as the server (or the page it rendered) knows it. */
export type EmailAuthState = 'none' | 'sent' | 'completed';

/**
 * Personal sign-up. Fields are declared in the spec's check order (e-mail authentication, password,
 * confirmation, name, country, code, phone, birth year, month, age, terms), which is the order in
 * which the first problem is reported. E-mail authentication comes first, always: given `emailAuth`,
 * a verification that is not complete is the first problem whatever else is wrong. The confirmation
 * is asked for once there is a password to confirm, so with both empty the password comes first.
 */
/** The sign-up's consent boxes, the same for e-mail and social sign-ups. */
const termsFields = {
  userAgeCheck: checkbox,
  serviceTerms: checkbox,
  privacyRequired: checkbox,
  privacyOptional: checkbox,
  marketing: checkbox,
};

export function signUpSchema(now: Date, opts: { emailAuth?: EmailAuthState } = {}) {
  // Cross-field checks run even when another field failed (`when`), so every problem is reported.
  const always = { when: () => true };
  const authProblem =
    opts.emailAuth === 'sent'
      ? 'validation.emailAuthNotVerified'
      : opts.emailAuth === 'none'
        ? 'validation.emailAuthRequired'
        : null;
  return z
    .object({
      email,
      authId: uuidSchema('validation.emailAuthRequired'),
      password,
      passwordConfirm: z.string().optional(),
      ...accountFields(now),
      ...termsFields,
    })
    .refine(() => !authProblem, { path: ['authId'], message: authProblem ?? '', ...always })
    .refine((v) => !v.password || Boolean(v.passwordConfirm), {
      path: ['passwordConfirm'],
      message: 'validation.passwordConfirmRequired',
      ...always,
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

export const emailAuthSchema = z.object({ email });

/**
 * The verification a sign-up post carries (the hidden `authId` and the e-mail typed), read before the
 * form is checked to look up where the verification really stands: never refused, only cut to length.
 */
const upTo = (max: number) =>
  z
    .string()
    .catch('')
    .transform((v) => v.slice(0, max));
export const emailAuthRefSchema = z.object({ authId: upTo(36), email: upTo(254) });

/** The login form: e-mail and password, both required (spec: one message, 20002, for either blank). */
const LOGIN_BLANK = 'errors:code.20002';
export const loginSchema = z.object({
  email: z.string({ error: LOGIN_BLANK }).trim().min(1, LOGIN_BLANK).max(254, LOGIN_BLANK),
  password: z.string({ error: LOGIN_BLANK }).max(200, LOGIN_BLANK),
  redirectTo: z.string().optional(),
});

export const forgotPasswordSchema = z.object({ email });

// Every rule names its message (a key): conform sends an empty field as undefined, which a bare
// z.string() answers with zod's own English ("expected string, received undefined").
const LINK_INVALID = 'errors:code.20005';

export const newPasswordSchema = z
  .object({
    key: z.string({ error: LINK_INVALID }).min(1, LINK_INVALID).max(200, LINK_INVALID),
    password,
    passwordConfirm: z
      .string({ error: 'validation.passwordConfirmRequired' })
      .min(1, 'validation.passwordConfirmRequired')
      .max(200, 'validation.passwordMismatch'),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'validation.passwordMismatch',
  });

export const currentPasswordSchema = z.object({
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, 'validation.passwordRequired')
    .max(200, 'validation.currentPasswordWrong'),
});

export function accountEditSchema(now: Date) {
  // The account exists already: the age rule says who may use the service, not who may sign up.
  return z.object(accountFields(now)).superRefine((v, ctx) => {
    if (!isOldEnough(v.birthYear, v.birthMonth, now))
      ctx.addIssue({ code: 'custom', path: ['birthMonth'], message: 'validation.tooYoungToUse' });
  });
}

/** Completing a first Kakao or Naver sign-in: the fields the provider did not give, and the terms. */
export function socialSignUpSchema(now: Date) {
  return z
    .object({
      ...accountFields(now),
      ...termsFields,
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

/** Withdrawal: only with its confirmation box ticked (else the page says so in a toast). */
export const withdrawSchema = z.object({
  intent: z.literal('withdraw', { error: 'withdraw.confirmRequired' }),
  confirm: z.literal('on', { error: 'withdraw.confirmRequired' }),
});

/** The welcome-gift modal's buttons: to the resume, to the culture test, or back where the member was. */
export const welcomeGiftSchema = z.object({
  intent: z.enum(['resume', 'culture', 'close'], { error: 'validation.invalid' }).optional(),
  redirectTo: localRedirectField,
});

/** The header's language picker: the language, and the page to go back to. */
export const languageChoiceSchema = z.object({
  lng: z.enum(LANGUAGES, { error: 'validation.invalid' }),
  redirectTo: localRedirectField,
});

/** The session-expired dialog's button: the page to come back to after the login (checked when used). */
export const sessionExpiredSchema = z.object({
  redirectTo: z.string({ error: 'validation.invalid' }).max(2000, 'validation.invalid').optional(),
});

/** The login page's Kakao and Naver buttons: where to come back to afterwards (checked when used). */
export const socialStartSchema = z.object({ redirectTo: z.string().optional() });

/** Account settings: application reminders by mail on (the box ticked) or off. */
export const reminderMailSchema = z.object({
  intent: z.literal('reminder-mail', { error: 'validation.invalid' }),
  reminderMail: z.literal('on', { error: 'validation.invalid' }).optional(),
});
