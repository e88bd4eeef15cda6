import type { SubmissionResult } from '@conform-to/react';
import { data, redirect } from '@remix-run/node';
import { parseSubmission } from '~/lib/form.server';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { agencyLookupSchema, agencySignUpSchema } from './signup-schemas';
import {
  type Availability,
  domainAvailability,
  loginIdAvailability,
  registerAgency,
  signUpLookupLimited,
  signUpTicket,
  verifiedBizNo,
} from './signup.server';

export type AgencySignUpNote = { field: 'domain' | 'loginId'; ok: boolean; key: string };
export type AgencySignUpAnswer = {
  /** conform's reply: what was typed (not the passwords) and the problems, the first of which is the toast. */
  result: SubmissionResult<string[]>;
  /** A duplicate check's answer, beside its field. */
  note?: AgencySignUpNote;
  /** The value a duplicate check just passed (the page keeps it in a hidden field). */
  checked?: { domain?: string; loginId?: string };
  id: number;
};

const HIDDEN = ['password', 'passwordConfirm'];
const TOO_MANY = 'errors:status.429.message';

/** The message key of a duplicate check's answer, by field and outcome. */
const LOOKUP_KEYS: Record<AgencySignUpNote['field'], Record<Availability, string>> = {
  domain: { ok: 'signup.checked', taken: 'signup.domainTaken', invalid: 'signup.domainInvalid' },
  loginId: { ok: 'signup.loginIdAvailable', taken: 'errors:code.20016', invalid: 'errors:code.31005' },
};

/** Step 2 needs the business number step 1 verified (spec: else back to step 1). */
export async function requireVerifiedBizNo(request: Request, domain: string) {
  const bizNo = await verifiedBizNo(request);
  if (!bizNo) throw redirect(tenantPath(domain, '/sign-up/agency-biznumber'));
  return bizNo;
}

/**
 * The duplicate checks (domain, login id) and the sign-up. Every answer keeps what was typed (not the
 * passwords); a failed sign-up names its first problem as a toast, and the field is marked.
 * Every look-up of a login id or domain counts against the address (429 beyond, the page back as typed).
 */
export async function handleAgencySignUp(
  form: FormData,
  { bizNo, clientIp, domain }: { bizNo: string; clientIp: string; domain: string },
) {
  const id = Date.now();
  const answer = (
    result: SubmissionResult<string[]>,
    status: number,
    more: Partial<AgencySignUpAnswer> = {},
  ) => data<AgencySignUpAnswer>({ result, id, ...more }, { status });
  const intent = form.get('intent');

  if (intent === 'check-domain' || intent === 'check-login-id') {
    const submission = parseSubmission(form, { schema: agencyLookupSchema });
    const result = submission.reply({ hideFields: HIDDEN });
    if (submission.status !== 'success') return answer(result, 400);
    const field = submission.value.intent === 'check-domain' ? 'domain' : 'loginId';
    const wait = await signUpLookupLimited(clientIp);
    if (wait !== null)
      return data<AgencySignUpAnswer>(
        { result, note: { field, ok: false, key: TOO_MANY }, id },
        { status: 429, headers: { 'Retry-After': String(wait) } },
      );
    const value = submission.value[field];
    const availability =
      field === 'domain' ? await domainAvailability(value) : await loginIdAvailability(value);
    const ok = availability === 'ok';
    return answer(result, ok ? 200 : 400, {
      note: { field, ok, key: LOOKUP_KEYS[field][availability] },
      checked: ok ? { [field]: value } : undefined,
    });
  }

  const submission = parseSubmission(form, { schema: agencySignUpSchema });
  const fail = (message: string, field: string | null, status = 400, init?: ResponseInit) =>
    data<AgencySignUpAnswer>(
      {
        result: submission.reply({
          ...(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }),
          hideFields: HIDDEN,
        }),
        id,
      },
      { status, ...init },
    );
  if (submission.status !== 'success') return answer(submission.reply({ hideFields: HIDDEN }), 400);
  const input = submission.value;
  const wait = await signUpLookupLimited(clientIp);
  if (wait !== null) return fail(TOO_MANY, null, 429, { headers: { 'Retry-After': String(wait) } });
  if ((await loginIdAvailability(input.loginId)) === 'taken') return fail('errors:code.20016', 'loginId');
  if (input.domain && (await domainAvailability(input.domain)) !== 'ok')
    return fail('signup.domainTaken', 'domain');
  const outcome = await registerAgency(input, bizNo);
  if (!outcome.ok) {
    if (outcome.problem === 'loginIdTaken') return fail('errors:code.20016', 'loginId');
    if (outcome.problem === 'domainTaken') return fail('signup.domainTaken', 'domain');
    return redirect(tenantPath(domain, '/sign-up/agency-biznumber'));
  }
  const headers = new Headers({ 'Set-Cookie': await signUpTicket().serialize('', { maxAge: 0 }) });
  return redirectWithToast(
    `${tenantPath(domain, '/login')}?userType=AGENCY`,
    { type: 'success', key: 'agencies:signup.welcome' },
    headers,
  );
}
