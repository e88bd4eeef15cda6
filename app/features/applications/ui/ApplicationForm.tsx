import { Form, useActionData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { SubmitButton } from '~/ui/SubmitButton';
import { useCheckedForm, type FormReply } from '~/ui/useCheckedForm';
import { MAX_COMPANY_NAME, MAX_NOTES } from '../constants';

const loadValidation = () => import('../validation').then((m) => m.validateApplication);

export type ResumeChoice = { id: number; name: string | null };

/**
 * An application's own fields as a plain form: the company (typed, or fixed when it came from a
 * posting), the deadline (a date input; Korean-time day), the resume sent and notes, checked on the page
 * by the action's schema once it runs. A refused post comes back with what was typed and the message by
 * its field.
 */
export function ApplicationForm({
  intent,
  resumes,
  companies = [],
  value,
}: {
  intent: 'create' | 'edit';
  resumes: ResumeChoice[];
  /** The listed companies' names, suggested as the member types (a datalist: no script needed). */
  companies?: string[];
  value?: {
    id: number;
    companyName: string;
    companyId: number | null;
    recruitId: number | null;
    postingTitle: string | null;
    deadline: string | null;
    profileId: number | null;
    notes: string;
  };
}) {
  const { t } = useTranslation('applications');
  const reply = useActionData<FormReply>();
  const mine = reply?.form === intent ? reply : undefined;
  const checked = useCheckedForm(mine, loadValidation);
  const typed = checked.typed;
  const errorOf = (name: string) => {
    const key = checked.errors?.[name]?.[0];
    return key ? (
      <p id={`${intent}-${name}-error`} role="alert" className="mt-1 text-sm text-red-600">
        {t(key)}
      </p>
    ) : null;
  };
  const invalid = (name: string) =>
    checked.errors?.[name]?.length
      ? { 'aria-invalid': true, 'aria-describedby': `${intent}-${name}-error` }
      : {};
  const input =
    'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm aria-[invalid]:border-red-500';
  const fixedCompany = Boolean(value?.companyId);
  return (
    <Form method="post" className="space-y-3" data-testid={`application-${intent}`} {...checked.props}>
      {value ? <input type="hidden" name="applicationId" value={value.id} /> : null}
      {fixedCompany ? (
        <>
          <input type="hidden" name="companyId" value={value!.companyId!} />
          {value!.recruitId ? <input type="hidden" name="recruitId" value={value!.recruitId} /> : null}
          <p className="text-sm">
            <span className="font-medium">{t('fields.company')}</span>: {value!.companyName}
            {value!.postingTitle ? ` · ${value!.postingTitle}` : ''}
          </p>
        </>
      ) : (
        <div>
          <label htmlFor={`${intent}-companyName`} className="block text-sm font-medium">
            {t('fields.company')}
          </label>
          <input
            id={`${intent}-companyName`}
            name="companyName"
            required
            maxLength={MAX_COMPANY_NAME}
            autoComplete="off"
            list={companies.length ? `${intent}-companies` : undefined}
            defaultValue={typed('companyName', value?.companyName ?? '')}
            className={input}
            {...invalid('companyName')}
            aria-describedby={[
              `${intent}-companyName-hint`,
              checked.errors?.companyName?.length ? `${intent}-companyName-error` : '',
            ]
              .filter(Boolean)
              .join(' ')}
          />
          {companies.length ? (
            <datalist id={`${intent}-companies`}>
              {companies.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          ) : null}
          <p id={`${intent}-companyName-hint`} className="mt-1 text-xs text-gray-500">
            {t('fields.companyHint')}
          </p>
          {errorOf('companyName')}
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${intent}-deadline`} className="block text-sm font-medium">
            {t('fields.deadline')}
          </label>
          <input
            id={`${intent}-deadline`}
            name="deadline"
            type="date"
            min="2000-01-01"
            max="2100-12-31"
            defaultValue={typed('deadline', value?.deadline ?? '')}
            className={input}
            {...invalid('deadline')}
          />
          <p className="mt-1 text-xs text-gray-500">{t('fields.deadlineHint')}</p>
          {errorOf('deadline')}
        </div>
        <div>
          <label htmlFor={`${intent}-profileId`} className="block text-sm font-medium">
            {t('fields.resume')}
          </label>
          <select
            id={`${intent}-profileId`}
            name="profileId"
            defaultValue={typed('profileId', value?.profileId ? String(value.profileId) : '')}
            className={input}
            {...invalid('profileId')}
          >
            <option value="">{t('fields.noResume')}</option>
            {resumes.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name || t('fields.untitled')}
              </option>
            ))}
          </select>
          {errorOf('profileId')}
        </div>
      </div>
      <div>
        <label htmlFor={`${intent}-notes`} className="block text-sm font-medium">
          {t('fields.notes')}
        </label>
        <textarea
          id={`${intent}-notes`}
          name="notes"
          rows={3}
          maxLength={MAX_NOTES}
          defaultValue={typed('notes', value?.notes ?? '')}
          className={input}
          {...invalid('notes')}
        />
        {errorOf('notes')}
      </div>
      <SubmitButton intent={intent} className="btn-primary">
        {intent === 'create' ? t('actions.create') : t('actions.save')}
      </SubmitButton>
    </Form>
  );
}
