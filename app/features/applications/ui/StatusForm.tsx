import { Form } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../constants';

/** Moves an application to another status: a plain form (select and button) that works without JavaScript. */
export function StatusForm({
  applicationId,
  status,
  label,
}: {
  applicationId: number;
  status: ApplicationStatus;
  label: string;
}) {
  const { t } = useTranslation('applications');
  const id = `status-${applicationId}`;
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2" data-testid="status-form">
      <input type="hidden" name="applicationId" value={applicationId} />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        name="status"
        defaultValue={status}
        className="min-h-9 rounded-lg border border-gray-300 px-2 text-sm"
      >
        {APPLICATION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </select>
      <button type="submit" name="intent" value="status" className="btn-secondary min-h-9 px-3 text-sm">
        {t('actions.move')}
      </button>
    </Form>
  );
}
