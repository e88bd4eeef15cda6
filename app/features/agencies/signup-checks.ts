import { COUNTRIES, EMAIL_PATTERN, PASSWORD_PATTERN, PHONE_CODES, PHONE_PATTERN } from '~/features/accounts';

export const AGENCY_TERMS = ['serviceTerms', 'privacyRequired', 'privacyOptional', 'marketing'] as const;
const REQUIRED = ['serviceTerms', 'privacyRequired'] as const;
const LOGIN_ID = /^[a-z0-9_-]{5,20}$/;
const DOMAIN = /^[a-z]{1,10}$/;
const ZIP = /^\d{5,10}$/;

type Country = (typeof COUNTRIES)[number];

export type AgencySignUpInput = {
  agencyName: string;
  country: Country;
  zipCode: string;
  address: string;
  subAddress: string;
  bossName: string;
  loginId: string;
  /** Checked for duplicates: the value the last check passed (the page keeps it in a hidden field). */
  loginIdChecked: string;
  domain: string;
  domainChecked: string;
  managerName: string;
  dept: string;
  position: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  password: string;
  passwordConfirm: string;
  terms: Record<(typeof AGENCY_TERMS)[number], boolean>;
};

const text = (form: FormData, name: string, max: number) =>
  String(form.get(name) ?? '')
    .trim()
    .slice(0, max);

/** The step-2 form as posted (bounded, trimmed; login id and domain lower-case; "agree to all" ticks every term). */
export function readAgencySignUp(form: FormData): AgencySignUpInput {
  const all = form.get('termsAll') === 'on';
  const country = text(form, 'country', 2);
  return {
    agencyName: text(form, 'agencyName', 120),
    country: (COUNTRIES as readonly string[]).includes(country) ? (country as Country) : 'KR',
    zipCode: text(form, 'zipCode', 20),
    address: text(form, 'address', 220),
    subAddress: text(form, 'subAddress', 220),
    bossName: text(form, 'bossName', 60),
    loginId: text(form, 'loginId', 40).toLowerCase(),
    loginIdChecked: text(form, 'loginIdChecked', 40),
    domain: text(form, 'domain', 20).toLowerCase(),
    domainChecked: text(form, 'domainChecked', 20),
    managerName: text(form, 'managerName', 60),
    dept: text(form, 'dept', 60),
    position: text(form, 'position', 60),
    email: text(form, 'email', 260),
    countryCode: text(form, 'countryCode', 4),
    phoneNumber: text(form, 'phoneNumber', 20).replace(/-/g, ''),
    password: String(form.get('password') ?? '').slice(0, 100),
    passwordConfirm: String(form.get('passwordConfirm') ?? '').slice(0, 100),
    terms: Object.fromEntries(
      AGENCY_TERMS.map((t) => [t, all || form.get(t) === 'on']),
    ) as AgencySignUpInput['terms'],
  };
}

export type SignUpProblem = { field: keyof AgencySignUpInput; message: string };

/**
 * The first problem of the institution sign-up, in the spec's order (§5): institution name; zip code;
 * address; representative; login id; for Korea the domain and its duplicate check; manager name;
 * manager e-mail; phone; password; confirmation; match; format; required terms. Messages are keys
 * (`agencies:` unless they carry their own namespace).
 */
export function firstSignUpProblem(v: AgencySignUpInput): SignUpProblem | null {
  const domainGiven = v.country === 'KR' || v.domain !== '';
  const checks: [boolean, keyof AgencySignUpInput, string][] = [
    [!v.agencyName || v.agencyName.length > 100, 'agencyName', 'signup.errors.agencyName'],
    [!v.zipCode, 'zipCode', 'signup.errors.zipRequired'],
    [!ZIP.test(v.zipCode), 'zipCode', 'signup.errors.zipInvalid'],
    [!v.address || v.address.length > 200, 'address', 'signup.errors.address'],
    [!v.bossName || v.bossName.length > 50, 'bossName', 'signup.errors.bossName'],
    [!v.loginId, 'loginId', 'signup.errors.loginIdRequired'],
    [!LOGIN_ID.test(v.loginId), 'loginId', 'errors:code.31005'],
    [v.country === 'KR' && !v.domain, 'domain', 'signup.errors.domainRequired'],
    [domainGiven && !DOMAIN.test(v.domain), 'domain', 'signup.errors.domainInvalid'],
    [domainGiven && v.domainChecked !== v.domain, 'domain', 'signup.errors.domainCheck'],
    [!v.managerName || v.managerName.length > 50, 'managerName', 'signup.errors.managerName'],
    [!v.email, 'email', 'signup.errors.emailRequired'],
    [!EMAIL_PATTERN.test(v.email) || v.email.length > 254, 'email', 'signup.errors.emailInvalid'],
    [!v.phoneNumber, 'phoneNumber', 'signup.errors.phoneRequired'],
    [!PHONE_PATTERN.test(v.phoneNumber), 'phoneNumber', 'signup.errors.phoneInvalid'],
    [!(PHONE_CODES as readonly string[]).includes(v.countryCode), 'countryCode', 'signup.errors.phoneCode'],
    [!v.password, 'password', 'signup.errors.passwordRequired'],
    [!v.passwordConfirm, 'passwordConfirm', 'signup.errors.passwordConfirmRequired'],
    [v.password !== v.passwordConfirm, 'passwordConfirm', 'signup.errors.passwordMismatch'],
    [!PASSWORD_PATTERN.test(v.password), 'password', 'signup.errors.passwordFormat'],
    [REQUIRED.some((t) => !v.terms[t]), 'terms', 'signup.errors.terms'],
  ];
  const hit = checks.find(([failed]) => failed);
  return hit ? { field: hit[1], message: hit[2] } : null;
}
