import { Form } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';

/**
 * A destructive action behind a confirmation: the first button opens the question, the second posts.
 * A disclosure, so it works the same with and without JavaScript.
 */
export function ConfirmForm({
  intent,
  fields,
  label,
  question,
}: {
  intent: string;
  fields: Record<string, string | number>;
  label: string;
  question: string;
}) {
  const { t } = useTranslation();
  return (
    <details className="text-sm">
      <summary className="inline-block font-medium text-red-700 hover:underline">{label}</summary>
      <Form
        method="post"
        className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3"
        role="alertdialog"
        aria-label={label}
      >
        <p className="text-red-900">{question}</p>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          name="intent"
          value={intent}
          className="btn mt-2 bg-red-600 px-3 py-1.5 text-white hover:bg-red-700"
        >
          {t('actions.confirm')}
        </button>
      </Form>
    </details>
  );
}
