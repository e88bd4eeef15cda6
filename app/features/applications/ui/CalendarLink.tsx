import { Form } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';

/** The member's private calendar address (.ics): make one, copy it, or revoke it (it then answers 404). */
export function CalendarLink({ url }: { url: string | null }) {
  const { t } = useTranslation('applications');
  return (
    <section
      className="mt-10 rounded-2xl border border-gray-200 p-4"
      aria-labelledby="calendar-heading"
      data-testid="calendar"
    >
      <h2 id="calendar-heading" className="font-semibold">
        {t('calendar.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t('calendar.lead')}</p>
      {url ? (
        <>
          <label htmlFor="calendar-url" className="mt-3 block text-sm font-medium">
            {t('calendar.address')}
          </label>
          <input
            id="calendar-url"
            readOnly
            value={url}
            className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 font-mono text-xs"
          />
          <div className="mt-2 flex flex-wrap gap-2">
            <a href={url} className="btn-secondary min-h-9 px-3 text-sm">
              {t('calendar.download')}
            </a>
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="revoke-calendar"
                className="btn-ghost min-h-9 px-3 text-sm"
              >
                {t('calendar.revoke')}
              </button>
            </Form>
          </div>
        </>
      ) : (
        <Form method="post" className="mt-3">
          <button type="submit" name="intent" value="calendar" className="btn-secondary min-h-9 px-3 text-sm">
            {t('calendar.make')}
          </button>
        </Form>
      )}
    </section>
  );
}
