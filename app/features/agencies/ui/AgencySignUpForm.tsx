import { Form, Link } from '@remix-run/react';
import { useState, type ReactNode } from 'react';
import { COUNTRIES, PHONE_CODES } from '~/features/accounts';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { SubmitButton } from '~/ui/SubmitButton';
import { StatusRegion } from '~/ui/StatusRegion';
import { ToastMessage } from '~/ui/ToastMessage';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { PostcodeButton } from '../PostcodeButton';
import type { AgencySignUpAnswer, AgencySignUpNote } from '../signup-action.server';
import { AGENCY_TERMS, firstAgencySignUpProblem } from '../signup-checks';

const loadValidation = () => import('../validation').then((m) => m.validateAgencySignUp);

const inputClass =
  'block w-full rounded-lg border border-gray-300 px-3 py-2.5 aria-[invalid]:border-red-500 read-only:bg-gray-50';

/** Step 2 of the institution sign-up: the form, its duplicate checks and its first problem as a toast. */
export function AgencySignUpForm({
  bizNo,
  answer,
}: {
  bizNo: string;
  answer: AgencySignUpAnswer | undefined;
}) {
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
  // A free name is news in a region kept on the page (announced as its text changes); a taken one, an alert.
  const note = (field: AgencySignUpNote['field']) => {
    const shown = answer?.note?.field === field ? answer.note : null;
    const line = (ok: boolean) =>
      shown?.ok === ok ? (
        <p
          role={ok ? undefined : 'alert'}
          className={`mt-1 text-sm ${ok ? 'text-emerald-700' : 'text-red-600'}`}
          data-testid={`${field}-note`}
        >
          {t(shown.key)}
        </p>
      ) : null;
    return (
      <>
        <StatusRegion>{line(true)}</StatusRegion>
        {line(false)}
      </>
    );
  };
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
