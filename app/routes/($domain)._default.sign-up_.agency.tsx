import type { SubmissionResult } from '@conform-to/react';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { requireVisitor } from '~/features/accounts/guards.server';
import { COUNTRIES, PHONE_CODES } from '~/features/accounts/constants';
import { formatBizNo } from '~/features/agencies/bizno';
import { PostcodeButton } from '~/features/agencies/PostcodeButton';
import { AGENCY_TERMS, firstAgencySignUpProblem } from '~/features/agencies/signup-checks';
import { agencyLookupSchema, agencySignUpSchema } from '~/features/agencies/signup-schemas';
import {
  domainAvailability,
  loginIdAvailability,
  registerAgency,
  signUpLookupLimited,
  signUpTicket,
  verifiedBizNo,
} from '~/features/agencies/signup.server';
import { parseSubmission, readFormData } from '~/lib/form.server';
import { keepRetryAfter } from '~/lib/rate-limit.server';
import { getFixedT } from '~/lib/i18n.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { SubmitButton } from '~/ui/SubmitButton';
import { ToastMessage } from '~/ui/ToastMessage';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['agencies', 'accounts'] };

/** A 429 from the action keeps its Retry-After on the page that comes back without JavaScript. */
export const headers = keepRetryAfter;

/** Step 2 needs the business number step 1 verified (spec: else back to step 1). */
async function requireVerified(request: Request, domain: string) {
  const bizNo = await verifiedBizNo(request);
  if (!bizNo) throw redirect(tenantPath(domain, '/sign-up/agency-biznumber'));
  return bizNo;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireVisitor(context);
  const bizNo = await requireVerified(request, context.tenant.domain);
  const t = await getFixedT(request, 'agencies');
  return {
    title: t('signup.title'),
    bizNo: formatBizNo(bizNo),
  };
}

export const meta = titleMeta;

type Note = { field: 'domain' | 'loginId'; ok: boolean; key: string };
type Answer = {
  /** conform's reply: what was typed (not the passwords) and the problems, the first of which is the toast. */
  result: SubmissionResult<string[]>;
  /** A duplicate check's answer, beside its field. */
  note?: Note;
  /** The value a duplicate check just passed (the page keeps it in a hidden field). */
  checked?: { domain?: string; loginId?: string };
  id: number;
};

const HIDDEN = ['password', 'passwordConfirm'];

/**
 * The duplicate checks (domain, login id) and the sign-up. Every answer keeps what was typed (not the
 * passwords); a failed sign-up names its first problem as a toast, and the field is marked.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireVisitor(context);
  const bizNo = await requireVerified(request, context.tenant.domain);
  const form = await readFormData(request);
  const id = Date.now();
  const intent = form.get('intent');
  const answer = (result: SubmissionResult<string[]>, status: number, more: Partial<Answer> = {}) =>
    data<Answer>({ result, id, ...more }, { status });
  /** Every look-up of a login id or domain counts against the address (429 beyond, the page back as typed). */
  const limited = () => signUpLookupLimited(context.clientIp);
  const tooMany = 'errors:status.429.message';

  if (intent === 'check-domain' || intent === 'check-login-id') {
    const submission = parseSubmission(form, { schema: agencyLookupSchema });
    const result = submission.reply({ hideFields: HIDDEN });
    if (submission.status !== 'success') return answer(result, 400);
    const field = submission.value.intent === 'check-domain' ? 'domain' : 'loginId';
    const wait = await limited();
    if (wait !== null)
      return data<Answer>(
        { result, note: { field, ok: false, key: tooMany }, id },
        { status: 429, headers: { 'Retry-After': String(wait) } },
      );
    const value = submission.value[field];
    const availability =
      field === 'domain' ? await domainAvailability(value) : await loginIdAvailability(value);
    const ok = availability === 'ok';
    const key = ok
      ? field === 'domain'
        ? 'signup.checked'
        : 'signup.loginIdAvailable'
      : availability === 'taken'
        ? field === 'domain'
          ? 'signup.domainTaken'
          : 'errors:code.20016'
        : field === 'domain'
          ? 'signup.domainInvalid'
          : 'errors:code.31005';
    return answer(result, ok ? 200 : 400, {
      note: { field, ok, key },
      checked: ok ? { [field]: value } : undefined,
    });
  }

  const submission = parseSubmission(form, { schema: agencySignUpSchema });
  const fail = (message: string, field: string | null, status = 400, init?: ResponseInit) =>
    data<Answer>(
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
  const wait = await limited();
  if (wait !== null) return fail(tooMany, null, 429, { headers: { 'Retry-After': String(wait) } });
  if ((await loginIdAvailability(input.loginId)) === 'taken') return fail('errors:code.20016', 'loginId');
  if (input.domain && (await domainAvailability(input.domain)) !== 'ok')
    return fail('signup.domainTaken', 'domain');
  const outcome = await registerAgency(input, bizNo);
  if (!outcome.ok) {
    if (outcome.problem === 'loginIdTaken') return fail('errors:code.20016', 'loginId');
    if (outcome.problem === 'domainTaken') return fail('signup.domainTaken', 'domain');
    return redirect(tenantPath(context.tenant.domain, '/sign-up/agency-biznumber'));
  }
  const headers = new Headers({ 'Set-Cookie': await signUpTicket().serialize('', { maxAge: 0 }) });
  return redirectWithToast(
    `${tenantPath(context.tenant.domain, '/login')}?userType=AGENCY`,
    { type: 'success', key: 'agencies:signup.welcome' },
    headers,
  );
}

const loadValidation = () => import('~/features/agencies/validation').then((m) => m.validateAgencySignUp);

const inputClass =
  'block w-full rounded-lg border border-gray-300 px-3 py-2.5 aria-[invalid]:border-red-500 read-only:bg-gray-50';

export default function AgencySignUpPage() {
  const { bizNo } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation('agencies');
  const domain = useDomain();
  const form = useCheckedForm(answer?.result, loadValidation, { id: 'agency-signup' });
  // Each submission the page refuses (on the server or, with JavaScript, here) shows its toast anew.
  const [attempt, setAttempt] = useState(0);
  const str = form.typed;
  const [country, setCountry] = useState(str('country', 'KR'));
  // Editing the domain or the ID resets its duplicate check (spec §5) until the next answer.
  const [editedAfter, setEditedAfter] = useState<{ domain?: number; loginId?: number }>({});
  const answerId = answer?.id ?? 0;
  const domainChecked =
    editedAfter.domain === answerId ? '' : (answer?.checked?.domain ?? str('domainChecked'));
  const loginIdChecked =
    editedAfter.loginId === answerId ? '' : (answer?.checked?.loginId ?? str('loginIdChecked'));
  const problem = firstAgencySignUpProblem(form.errors);
  const invalid = (field: string) => (problem?.field === field ? true : undefined);
  const note = (field: Note['field']) =>
    answer?.note?.field === field ? (
      <p
        role={answer.note.ok ? 'status' : 'alert'}
        className={`mt-1 text-sm ${answer.note.ok ? 'text-emerald-700' : 'text-red-600'}`}
        data-testid={`${field}-note`}
      >
        {t(answer.note.key)}
      </p>
    ) : null;
  const field = (
    name: string,
    label: string,
    extra: {
      type?: string;
      inputMode?: 'numeric' | 'email';
      hint?: ReactNode;
      trailing?: ReactNode;
      max?: number;
      autoComplete?: string;
    } = {},
  ) => (
    <div>
      <label htmlFor={`agency-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={`agency-${name}`}
          name={name}
          type={extra.type ?? 'text'}
          inputMode={extra.inputMode}
          autoComplete={extra.autoComplete}
          maxLength={extra.max ?? 100}
          defaultValue={extra.type === 'password' ? undefined : str(name)}
          aria-invalid={invalid(name)}
          className={inputClass}
        />
        {extra.trailing}
      </div>
      {extra.hint ? <p className="mt-1 text-xs text-gray-500">{extra.hint}</p> : null}
    </div>
  );

  return (
    <div className="container-page max-w-xl py-10">
      {problem ? (
        <ToastMessage
          key={`${answerId}.${attempt}`}
          toast={{ id: `${answerId}.${attempt}`, type: 'error', text: t(problem.message) }}
        />
      ) : null}
      <h1 className="text-2xl font-bold">{t('signup.title')}</h1>
      {/* Always noValidate: the spec names the first problem as a toast, which native bubbles would pre-empt. */}
      <Form
        method="post"
        {...form.props}
        noValidate
        onSubmit={(event) => {
          setAttempt((n) => n + 1);
          form.props.onSubmit(event);
        }}
        className="mt-6 space-y-5"
      >
        {/* Enter in any field signs up (the first submit button is the default one), not a duplicate check. */}
        <button type="submit" name="intent" value="join" hidden tabIndex={-1} aria-hidden="true" />
        {field('agencyName', t('fields.agencyName'), { max: 100, autoComplete: 'organization' })}
        <div>
          <label htmlFor="agency-bizNo" className="block text-sm font-medium">
            {t('fields.bizNo')}
          </label>
          <input id="agency-bizNo" value={bizNo} readOnly className={`mt-1 ${inputClass}`} />
          <Link
            to={tenantPath(domain, '/sign-up/agency-biznumber')}
            className="mt-1 inline-block py-1 text-xs text-primary-700"
          >
            {t('signup.back')}
          </Link>
        </div>
        <div>
          <label htmlFor="agency-country" className="block text-sm font-medium">
            {t('fields.country')}
          </label>
          <select
            id="agency-country"
            name="country"
            defaultValue={country}
            onChange={(e) => setCountry(e.currentTarget.value)}
            className={`mt-1 ${inputClass}`}
          >
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t(`countries.${c}`)}
              </option>
            ))}
          </select>
        </div>
        {field('zipCode', t('fields.zipCode'), {
          inputMode: 'numeric',
          max: 10,
          autoComplete: 'postal-code',
          trailing:
            country === 'KR' ? <PostcodeButton zipId="agency-zipCode" addressId="agency-address" /> : null,
          hint: country === 'KR' ? t('signup.postcodeHelp') : undefined,
        })}
        {field('address', t('fields.address'), { max: 200, autoComplete: 'street-address' })}
        {field('subAddress', t('fields.subAddress'), { max: 200 })}
        {field('bossName', t('fields.bossName'), { max: 50 })}
        <div>
          <label htmlFor="agency-loginId" className="block text-sm font-medium">
            {t('fields.loginId')}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="agency-loginId"
              name="loginId"
              maxLength={20}
              autoCapitalize="none"
              autoComplete="username"
              defaultValue={str('loginId')}
              onChange={() => setEditedAfter((e) => ({ ...e, loginId: answerId }))}
              aria-invalid={
                invalid('loginId') ??
                (answer?.note?.field === 'loginId' && !answer.note.ok ? true : undefined)
              }
              className={inputClass}
            />
            <button type="submit" name="intent" value="check-login-id" className="btn-secondary shrink-0">
              {t('signup.check')}
            </button>
          </div>
          <input type="hidden" name="loginIdChecked" value={loginIdChecked} />
          <p className="mt-1 text-xs text-gray-500">{t('fields.loginIdHint')}</p>
          {note('loginId')}
        </div>
        <div>
          <label htmlFor="agency-domain" className="block text-sm font-medium">
            {t('fields.domain')}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="agency-domain"
              name="domain"
              maxLength={10}
              autoCapitalize="none"
              defaultValue={str('domain')}
              onChange={() => setEditedAfter((e) => ({ ...e, domain: answerId }))}
              aria-invalid={
                invalid('domain') ?? (answer?.note?.field === 'domain' && !answer.note.ok ? true : undefined)
              }
              className={inputClass}
            />
            <button type="submit" name="intent" value="check-domain" className="btn-secondary shrink-0">
              {t('signup.check')}
            </button>
          </div>
          <input type="hidden" name="domainChecked" value={domainChecked} />
          <p className="mt-1 text-xs text-gray-500">
            {t('fields.domainHint', { domain: str('domain') || 'school' })}{' '}
            {country === 'KR' ? null : t('fields.domainOptional')}
          </p>
          {note('domain')}
        </div>
        {field('managerName', t('fields.managerName'), { max: 50, autoComplete: 'name' })}
        {field('dept', t('fields.dept'), { max: 50 })}
        {field('position', t('fields.position'), { max: 50 })}
        {field('email', t('fields.email'), {
          type: 'email',
          inputMode: 'email',
          max: 254,
          autoComplete: 'email',
        })}
        <div className="grid grid-cols-[8rem_1fr] gap-2">
          <div>
            <label htmlFor="agency-countryCode" className="block text-sm font-medium">
              {t('fields.countryCode')}
            </label>
            <select
              id="agency-countryCode"
              name="countryCode"
              defaultValue={str('countryCode', country === 'ID' ? '+62' : '+82')}
              aria-invalid={invalid('countryCode')}
              className={`mt-1 ${inputClass}`}
            >
              {PHONE_CODES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          {field('phoneNumber', t('fields.phoneNumber'), {
            inputMode: 'numeric',
            max: 15,
            autoComplete: 'tel-national',
          })}
        </div>
        {field('password', t('fields.password'), { type: 'password', max: 15, autoComplete: 'new-password' })}
        {field('passwordConfirm', t('fields.passwordConfirm'), {
          type: 'password',
          max: 15,
          autoComplete: 'new-password',
        })}
        <fieldset className="space-y-2 rounded-lg border border-gray-200 p-4" aria-invalid={invalid('terms')}>
          <legend className="px-1 text-sm font-semibold">{t('accounts:terms.legend')}</legend>
          <label className="flex min-h-6 items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              name="termsAll"
              onChange={(e) => {
                const on = e.currentTarget.checked;
                e.currentTarget.form
                  ?.querySelectorAll<HTMLInputElement>('input[data-term]')
                  .forEach((box) => {
                    box.checked = on;
                  });
              }}
            />
            {t('accounts:terms.all')}
          </label>
          {AGENCY_TERMS.map((term) => (
            <label key={term} className="flex min-h-6 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={term}
                data-term
                defaultChecked={str(term) === 'on' || str('termsAll') === 'on'}
              />
              {t(`accounts:terms.${term}`)}{' '}
              <span className="text-xs text-gray-500">
                (
                {t(
                  term === 'serviceTerms' || term === 'privacyRequired'
                    ? 'accounts:terms.required'
                    : 'accounts:terms.optional',
                )}
                )
              </span>
            </label>
          ))}
        </fieldset>
        <SubmitButton intent="join">{t('signup.submit')}</SubmitButton>
      </Form>
    </div>
  );
}
