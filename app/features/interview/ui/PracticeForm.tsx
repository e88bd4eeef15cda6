import { Form } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { BUDGETS, MAX_PRACTICE_ANSWER } from '../limits';
import { Countdown } from './Countdown';

const loadPractice = () => import('../validation').then((m) => m.validatePractice);

/**
 * One answer against the clock: the budget (60/90/120 s), a countdown once the page runs, the typed
 * answer and the sealed start the server measures the time taken from (so it holds without JavaScript).
 */
export function PracticeForm({ started, lastResult }: { started: string; lastResult: unknown }) {
  const { t } = useTranslation('interview');
  const checked = useCheckedForm(lastResult, loadPractice);
  const [budget, setBudget] = useState(() => Number(checked.typed('budget', '90')) || 90);
  const error = checked.errors?.answer?.[0];
  const budgetError = checked.errors?.budget?.[0] ?? checked.errors?.started?.[0];
  return (
    <Form method="post" className="mt-4 space-y-3" {...checked.props} data-testid="practice-form">
      <input type="hidden" name="started" value={started} />
      <fieldset>
        <legend className="text-sm font-medium">{t('practice.budget')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {BUDGETS.map((b) => (
            <label
              key={b}
              className="flex min-h-9 items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm"
            >
              <input
                type="radio"
                name="budget"
                value={b}
                defaultChecked={b === budget}
                onChange={() => setBudget(b)}
              />
              {t('practice.seconds', { count: b })}
            </label>
          ))}
        </div>
        {budgetError ? (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {t(budgetError)}
          </p>
        ) : null}
      </fieldset>
      <Countdown budget={budget} />
      <div>
        <label htmlFor="practice-answer" className="block text-sm font-medium">
          {t('practice.answer')}
        </label>
        <p id="practice-answer-hint" className="text-xs text-gray-600">
          {t('practice.answerHint')}
        </p>
        <textarea
          id="practice-answer"
          name="answer"
          rows={7}
          required
          maxLength={MAX_PRACTICE_ANSWER}
          defaultValue={checked.typed('answer')}
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm aria-[invalid]:border-red-500"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'practice-answer-hint practice-answer-error' : 'practice-answer-hint'}
        />
        {error ? (
          <p id="practice-answer-error" role="alert" className="mt-1 text-sm text-red-600">
            {t(error)}
          </p>
        ) : null}
      </div>
      <button type="submit" name="intent" value="answer" className="btn-primary min-h-10 px-4">
        {t('practice.submit')}
      </button>
    </Form>
  );
}
