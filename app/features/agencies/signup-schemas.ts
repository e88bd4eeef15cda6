import { z } from 'zod';
import { COUNTRIES, PASSWORD_PATTERN, PHONE_CODES, PHONE_PATTERN } from '~/features/accounts';
import { emailField, requiredText } from '~/lib/fields';
import { isValidBizNo } from './bizno';
import { bizNoField } from './bizno-field';
import { AGENCY_TERMS, REQUIRED_AGENCY_TERMS, SIGN_UP_ERRORS as E } from './signup-checks';

// The institution sign-up's two forms, one schema each, shared by the actions (server) and useForm
// (client). Messages are keys of the `agencies` namespace unless they carry their own.

/** Step 1: the business number, digits only (dashes and spaces are dropped), with a right check digit. */
export const bizNoSchema = z.object({
  bizNo: bizNoField('biznumber.errors.bizNoRequired', (digits) =>
    digits.refine(isValidBizNo, 'biznumber.errors.bizNoInvalid'),
  ),
});

const LOGIN_ID = /^[a-z0-9_-]{5,20}$/;
const DOMAIN = /^[a-z]{1,10}$/;
const ZIP = /^\d{5,10}$/;

const required = requiredText;
/** A field the checks do not look at: trimmed and cut to what its column holds, as the page keeps it. */
const kept = (max: number) =>
  z
    .string()
    .trim()
    .transform((v) => v.slice(0, max))
    .default('');
const lowerKept = (max: number) =>
  z
    .string()
    .trim()
    .transform((v) => v.toLowerCase().slice(0, max))
    .default('');
const checkbox = z
  .string()
  .optional()
  .transform((v) => v === 'on');
// Cross-field checks run even when another field failed, so every problem is known and the first is named.
const always = { when: () => true };

/** Step 2's fields and checks (what the page's native constraints come from: `getZodConstraint`). */
export const agencySignUpFields = z
  .object({
    agencyName: required(E.agencyName, 100),
    country: z.enum(COUNTRIES).catch('KR'),
    zipCode: z.string({ error: E.zipRequired }).trim().min(1, E.zipRequired).regex(ZIP, E.zipInvalid),
    address: required(E.address, 200),
    subAddress: kept(200),
    bossName: required(E.bossName, 50),
    loginId: z
      .string({ error: E.loginIdRequired })
      .trim()
      .toLowerCase()
      .min(1, E.loginIdRequired)
      .regex(LOGIN_ID, E.loginIdInvalid),
    /** The login id the last duplicate check passed (the page keeps it in a hidden field). */
    loginIdChecked: kept(20),
    domain: lowerKept(20),
    domainChecked: kept(20),
    managerName: required(E.managerName, 50),
    dept: kept(50),
    position: kept(50),
    email: emailField(E.emailRequired, E.emailInvalid),
    countryCode: z.enum(PHONE_CODES, { error: E.phoneCode }),
    phoneNumber: z
      .string({ error: E.phoneRequired })
      .trim()
      .transform((v) => v.replace(/-/g, ''))
      .pipe(
        z.string({ error: E.phoneRequired }).min(1, E.phoneRequired).regex(PHONE_PATTERN, E.phoneInvalid),
      ),
    password: z
      .string({ error: E.passwordRequired })
      .min(1, E.passwordRequired)
      .regex(PASSWORD_PATTERN, E.passwordFormat),
    passwordConfirm: z.string({ error: E.passwordConfirmRequired }),
    termsAll: checkbox,
    serviceTerms: checkbox,
    privacyRequired: checkbox,
    privacyOptional: checkbox,
    marketing: checkbox,
  })
  .refine((v) => v.country !== 'KR' || Boolean(v.domain), {
    path: ['domain'],
    message: E.domainRequired,
    ...always,
  })
  .refine((v) => !domainGiven(v) || DOMAIN.test(v.domain ?? ''), {
    path: ['domain'],
    message: E.domainInvalid,
    ...always,
  })
  .refine((v) => !domainGiven(v) || (v.domainChecked ?? '') === (v.domain ?? ''), {
    path: ['domain'],
    message: E.domainCheck,
    ...always,
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: E.passwordMismatch,
    ...always,
  })
  .refine((v) => REQUIRED_AGENCY_TERMS.every((term) => v.termsAll || v[term]), {
    path: ['terms'],
    message: E.terms,
    ...always,
  });

/** Step 2, as the action reads it. "Agree to all" (`termsAll`) ticks every term. */
export const agencySignUpSchema = agencySignUpFields.transform(
  ({ termsAll, serviceTerms, privacyRequired, privacyOptional, marketing, ...rest }) => ({
    ...rest,
    terms: {
      serviceTerms: termsAll || serviceTerms,
      privacyRequired: termsAll || privacyRequired,
      privacyOptional: termsAll || privacyOptional,
      marketing: termsAll || marketing,
    } satisfies Record<(typeof AGENCY_TERMS)[number], boolean>,
  }),
);

/** Korea always has a domain; elsewhere one that is typed is checked too. */
function domainGiven(v: { country?: string; domain?: string }) {
  return v.country === 'KR' || Boolean(v.domain);
}

export type AgencySignUpInput = z.output<typeof agencySignUpSchema>;

/** The duplicate-check buttons (`check-domain`, `check-login-id`): only the value being checked is read. */
export const agencyLookupSchema = z.object({
  intent: z.enum(['check-domain', 'check-login-id']),
  domain: lowerKept(20),
  loginId: lowerKept(40),
});
