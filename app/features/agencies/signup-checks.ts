// The institution sign-up's rules that pages use without loading zod (the schemas: signup-schemas.ts).

export const AGENCY_TERMS = ['serviceTerms', 'privacyRequired', 'privacyOptional', 'marketing'] as const;
export const REQUIRED_AGENCY_TERMS = ['serviceTerms', 'privacyRequired'] as const;

/** The step-2 checks' messages (`agencies:` keys unless they carry their own namespace). */
export const SIGN_UP_ERRORS = {
  agencyName: 'signup.errors.agencyName',
  zipRequired: 'signup.errors.zipRequired',
  zipInvalid: 'signup.errors.zipInvalid',
  address: 'signup.errors.address',
  bossName: 'signup.errors.bossName',
  loginIdRequired: 'signup.errors.loginIdRequired',
  loginIdInvalid: 'errors:code.31005',
  domainRequired: 'signup.errors.domainRequired',
  domainInvalid: 'signup.errors.domainInvalid',
  domainCheck: 'signup.errors.domainCheck',
  managerName: 'signup.errors.managerName',
  emailRequired: 'signup.errors.emailRequired',
  emailInvalid: 'signup.errors.emailInvalid',
  phoneRequired: 'signup.errors.phoneRequired',
  phoneInvalid: 'signup.errors.phoneInvalid',
  phoneCode: 'signup.errors.phoneCode',
  passwordRequired: 'signup.errors.passwordRequired',
  passwordConfirmRequired: 'signup.errors.passwordConfirmRequired',
  passwordMismatch: 'signup.errors.passwordMismatch',
  passwordFormat: 'signup.errors.passwordFormat',
  terms: 'signup.errors.terms',
} as const;

/**
 * The spec's order of the step-2 checks (§5): institution name; zip code; address; representative;
 * login id; for Korea the domain and its duplicate check; manager name; manager e-mail; phone;
 * password; confirmation; match; format; required terms. Then what only the server knows (the id or
 * the domain taken meanwhile, too many look-ups). The page names the first problem found.
 */
export const AGENCY_SIGN_UP_ORDER: readonly string[] = [
  ...Object.values(SIGN_UP_ERRORS),
  'errors:code.20016',
  'signup.domainTaken',
  'errors:status.429.message',
];

/** The first problem of a sign-up's errors (conform's, from either side) in the spec's order, or null. */
export function firstAgencySignUpProblem(
  errors: Record<string, string[] | null | undefined> | null | undefined,
): { field: string; message: string } | null {
  let first: { field: string; message: string; at: number } | null = null;
  for (const [field, messages] of Object.entries(errors ?? {}))
    for (const message of messages ?? []) {
      const at = AGENCY_SIGN_UP_ORDER.indexOf(message);
      const rank = at === -1 ? AGENCY_SIGN_UP_ORDER.length : at;
      if (!first || rank < first.at) first = { field, message, at: rank };
    }
  return first && { field: first.field, message: first.message };
}
