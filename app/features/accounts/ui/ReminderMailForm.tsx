import { Form } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { SubmitButton } from '~/ui/SubmitButton';

/** Account settings: application reminders (D-3, D-1, the result check) by mail too, or only on the site. */
export function ReminderMailForm({ on }: { on: boolean }) {
  const { t } = useTranslation('accounts');
  const domain = useDomain();
  return (
    <Form
      method="post"
      action={tenantPath(domain, '/account/me/reminder-mail')}
      className="mt-8 rounded-2xl border border-gray-200 p-4"
      data-testid="reminder-mail-form"
    >
      <fieldset>
        <legend className="font-semibold">{t('reminderMail.title')}</legend>
        <label className="mt-2 flex min-h-6 items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="reminderMail"
            value="on"
            defaultChecked={on}
            className="mt-0.5 size-5 shrink-0"
          />
          <span>{t('reminderMail.label')}</span>
        </label>
        <p className="mt-1 text-xs text-gray-600">{t('reminderMail.help')}</p>
      </fieldset>
      <SubmitButton intent="reminder-mail" className="btn-secondary mt-3 min-h-9 px-3 text-sm">
        {t('reminderMail.save')}
      </SubmitButton>
    </Form>
  );
}
