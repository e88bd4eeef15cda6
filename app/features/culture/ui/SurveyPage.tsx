import { Form, useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { SubmitButton } from '~/ui/SubmitButton';
import type { surveyPages } from '../diagnosis.server';

type SurveyPageItem = Awaited<ReturnType<typeof surveyPages>>[number];

/**
 * One page of the diagnosis survey: its questions with the answers saved so far; a refused page marks the
 * unanswered ones (`missing`) and puts the keyboard on the first.
 */
export function SurveyPage({
  page,
  total,
  current,
  answers,
  result,
}: {
  page: number;
  total: number;
  current: SurveyPageItem;
  answers: Record<string, string[]>;
  result: { missing?: string[] } | undefined;
}) {
  const { t } = useTranslation('culture');
  const { pathname } = useLocation();
  const missing = new Set(result?.missing ?? []);
  const firstMissing = result?.missing?.[0];

  // With JavaScript the page stays where it was: bring the first unanswered question to the middle and
  // put the keyboard on its first answer (without JavaScript its `autoFocus` does the same on load).
  useEffect(() => {
    if (!firstMissing) return;
    const item = document.getElementById(`item-${firstMissing}`);
    item?.scrollIntoView({ block: 'center' });
    item?.querySelector('input')?.focus({ preventScroll: true });
  }, [firstMissing, result]);

  return (
    <div className="container-page max-w-2xl py-8">
      <div className="flex items-center justify-between text-sm text-gray-600">
        <span>{t('survey.progress', { page, total })}</span>
        <span className="font-medium text-gray-900">{current.title}</span>
      </div>
      <div
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-gray-200"
        role="progressbar"
        aria-label={t('survey.progress', { page, total })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={page}
      >
        <div className="h-full bg-primary-600 transition-all" style={{ width: `${(page / total) * 100}%` }} />
      </div>
      <Form method="post" action={`${pathname}?page=${page}`} className="mt-6 space-y-6" key={page}>
        {current.items.map((item, index) => (
          <fieldset
            key={item.id}
            id={`item-${item.id}`}
            className={`scroll-mt-24 rounded-2xl border bg-white p-5 ${missing.has(item.id) ? 'border-red-400' : 'border-gray-200'}`}
            aria-invalid={missing.has(item.id) || undefined}
            aria-describedby={missing.has(item.id) ? `item-${item.id}-missing` : undefined}
          >
            <legend className="sr-only">{item.text}</legend>
            <p className="font-medium" aria-hidden="true">
              {index + 1}. {item.text}
            </p>
            {item.responseType === 'MULTI' ? (
              <p className="mt-1 text-xs text-gray-500">{t('survey.multi')}</p>
            ) : null}
            {missing.has(item.id) ? (
              // Beside the question it is about; the first one is announced when the page answers.
              <p
                id={`item-${item.id}-missing`}
                role={item.id === firstMissing ? 'alert' : undefined}
                className="mt-2 text-sm font-medium text-red-700"
                data-testid="survey-missing"
              >
                {t('survey.selectAnswer')}
              </p>
            ) : null}
            <div className="mt-3 grid gap-2">
              {item.answers.map((answer, n) => (
                <label
                  key={answer.id}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 py-2.5 has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50"
                >
                  <input
                    type={item.responseType === 'MULTI' ? 'checkbox' : 'radio'}
                    name={item.id}
                    value={answer.id}
                    defaultChecked={answers[item.id]?.includes(answer.id)}
                    autoFocus={item.id === firstMissing && n === 0}
                    className="size-4 accent-primary-600"
                  />
                  <span className="text-sm">{answer.text}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="flex items-center justify-between gap-3">
          <button type="submit" name="intent" value="back" formNoValidate className="btn-secondary">
            {t('survey.back')}
          </button>
          <SubmitButton intent="next" className="btn-primary">
            {page === total ? t('survey.submit') : t('survey.next')}
          </SubmitButton>
        </div>
        <div className="text-center">
          <button
            type="submit"
            name="intent"
            value="leave"
            formNoValidate
            className="text-xs text-gray-500 underline"
          >
            {t('survey.leave')}
          </button>
        </div>
      </Form>
    </div>
  );
}
