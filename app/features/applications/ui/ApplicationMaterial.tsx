import { Form, useActionData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { useCheckedForm, type FormReply } from '~/ui/useCheckedForm';
import { MATERIAL_FIELDS, MATERIAL_LIMITS, type MaterialField } from '../constants';

const loadValidation = () => import('../validation').then((m) => m.validateMaterial);

const ROWS: Record<MaterialField, number> = {
  whyIndustry: 2,
  whyCompany: 2,
  whyJob: 2,
  plan: 3,
  postingText: 6,
};

/**
 * The member's own reasons, plan and the pasted posting for this application (ADR 0038), shown back as
 * saved and edited in one plain form (works without JavaScript). Letters state a motive or plan only from
 * these; the coach asks for a missing one when a question needs it.
 */
export function ApplicationMaterial({
  app,
}: {
  app: { id: number; recruitId: number | null; postingTitle: string | null } & Record<MaterialField, string>;
}) {
  const { t } = useTranslation('applications');
  const reply = useActionData<FormReply>();
  const checked = useCheckedForm(reply?.form === 'material' ? reply : undefined, loadValidation);
  const value = (name: string, saved: string) => checked.typed(name, saved);
  const given = MATERIAL_FIELDS.filter((f) => app[f]);
  const input =
    'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm aria-[invalid]:border-red-500';
  const field = (name: MaterialField | 'role', control: JSX.Element) => {
    const error = checked.errors?.[name]?.[0];
    return (
      <div key={name}>
        <label htmlFor={`material-${name}`} className="block text-sm font-medium">
          {t(`material.fields.${name}`)}
        </label>
        <p id={`material-${name}-hint`} className="text-xs text-gray-600">
          {t(`material.hints.${name}`)}
        </p>
        {control}
        {error ? (
          <p id={`material-${name}-error`} role="alert" className="mt-1 text-sm text-red-600">
            {t(error)}
          </p>
        ) : null}
      </div>
    );
  };
  const describe = (name: string) => ({
    id: `material-${name}`,
    name,
    'aria-invalid': checked.errors?.[name]?.length ? true : undefined,
    'aria-describedby': `material-${name}-hint${checked.errors?.[name]?.length ? ` material-${name}-error` : ''}`,
  });
  return (
    <section className="mt-8" aria-labelledby="material-heading" data-testid="application-material">
      <h2 id="material-heading" className="text-lg font-semibold">
        {t('material.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t('material.lead')}</p>
      {given.length ? (
        <dl className="mt-3 space-y-2 rounded-lg bg-gray-50 p-3 text-sm" data-testid="material-saved">
          {given.map((f) => (
            <div key={f}>
              <dt className="font-medium">{t(`material.fields.${f}`)}</dt>
              <dd className={`whitespace-pre-wrap break-keep ${f === 'postingText' ? 'line-clamp-4' : ''}`}>
                {app[f]}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <details
        className="mt-3 rounded-2xl border border-gray-200 p-4"
        open={!given.length || Object.keys(checked.errors ?? {}).length > 0}
      >
        <summary className="cursor-pointer font-semibold">{t('material.edit')}</summary>
        <Form method="post" className="mt-3 space-y-3" {...checked.props}>
          <input type="hidden" name="applicationId" value={app.id} />
          {app.recruitId
            ? null
            : field(
                'role',
                <input
                  {...describe('role')}
                  maxLength={200}
                  defaultValue={value('role', app.postingTitle ?? '')}
                  className={input}
                />,
              )}
          {MATERIAL_FIELDS.map((f) =>
            field(
              f,
              <textarea
                {...describe(f)}
                rows={ROWS[f]}
                maxLength={MATERIAL_LIMITS[f]}
                defaultValue={value(f, app[f])}
                className={input}
              />,
            ),
          )}
          <button type="submit" name="intent" value="material" className="btn-primary min-h-9 px-3 text-sm">
            {t('material.save')}
          </button>
        </Form>
      </details>
    </section>
  );
}
