import type { SubmissionResult } from '@conform-to/react';
import { data } from '@remix-run/node';
import { parseSubmission } from '~/lib/form.server';
import { isSpam } from '~/lib/honeypot.server';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { agencyLoginSchema } from './login-schema';
import { loginWithAgencyId } from './login.server';

/** The institution tab's answer on the login page (its form, its reply, what only the sign-in knows). */
export type AgencyLoginAnswer = {
  form: 'agency';
  agency: true;
  result: SubmissionResult<string[]>;
  errorCode?: number;
  limited?: boolean;
  refused?: boolean;
  suspended?: boolean;
};

type StaffUser = Extract<Awaited<ReturnType<typeof loginWithAgencyId>>, { ok: true }>['user'];

/**
 * The institution tab (spec: agencyLoginId + password, role ORGANIZATION): staff land on their own domain.
 * `signInHeaders` starts the session (the accounts feature's, passed by the route).
 */
export async function agencyLogin(
  form: FormData,
  {
    ip,
    domain,
    signInHeaders,
  }: { ip: string; domain: string; signInHeaders: (user: StaffUser) => Promise<Headers> },
) {
  const submission = parseSubmission(form, { schema: agencyLoginSchema });
  const fail = (status: number, extra: Partial<AgencyLoginAnswer>, init: ResponseInit = {}) =>
    data<AgencyLoginAnswer>(
      { form: 'agency', agency: true, result: submission.reply({ hideFields: ['password'] }), ...extra },
      { status, ...init },
    );
  if (isSpam(form)) return fail(400, { refused: true });
  if (submission.status !== 'success') return fail(400, { errorCode: 20002 });
  const { agencyLoginId, password } = submission.value;
  const result = await loginWithAgencyId(agencyLoginId, password, { ip });
  if (!result.ok && 'retryAfterSec' in result)
    return fail(429, { limited: true }, { headers: { 'Retry-After': String(result.retryAfterSec) } });
  if (!result.ok && 'suspended' in result) return fail(403, { suspended: true });
  if (!result.ok && result.code === 20010)
    return redirectWithToast(`${tenantPath(domain, '/login')}?userType=AGENCY`, {
      type: 'error',
      key: 'accounts:login.agencyTooMany',
    });
  if (!result.ok) return fail(401, { errorCode: result.code });
  return redirectWithToast(
    tenantPath(result.domain),
    { type: 'success', key: 'accounts:login.success' },
    await signInHeaders(result.user),
  );
}
