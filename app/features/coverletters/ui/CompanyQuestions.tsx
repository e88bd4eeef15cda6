import { Form, useActionData, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { ConfirmForm } from '~/features/profiles';
import { Spinner } from '~/ui/Spinner';
import { useCheckedForm, type FormReply } from '~/ui/useCheckedForm';
import { CUSTOM_LIMITS, customBand, MAX_OWN_QUESTIONS, MAX_QUESTION_TEXT } from '../constants';
import { LIMIT_TYPES, type LimitType } from '../counting';
import { keepDigits } from './keep-digits';

const loadValidation = () => import('../validation').then((m) => m.validateQuestion);

type Name = 'text' | 'maxLength' | 'limitType';

export type OwnQuestion = { id: number; text: string; limit: { maxLength: number; limitType: LimitType } };

/** "800–1000 characters with spaces": the band a member's question is written to. */
export function useBandLabel() {
  const { t } = useTranslation('coverletters');
  return (limit: OwnQuestion['limit']) => {
    const band = customBand(limit.maxLength);
    return t('questions.band', {
      min: band.minLetter,
      max: band.maxLetter,
      unit: t(`questions.units.${limit.limitType}`),
    });
  };
}

/**
 * The form for the company's question: its wording, the company's limit and what the limit counts. A
 * plain POST to the result route (intent add-question or edit-question), checked by the action's schema
 * on submit once the page runs; a refused post comes back with what was typed and the message by the field.
 */
function QuestionForm({
  profileId,
  applicationId,
  question,
  lastResult,
}: {
  profileId: number;
  applicationId?: number | null;
  question?: OwnQuestion;
  lastResult?: FormReply;
}) {
  const { t } = useTranslation('coverletters');
  const navigation = useNavigation();
  const intent = question ? 'edit-question' : 'add-question';
  const formId = question ? `question-${question.id}` : 'question-new';
  const checked = useCheckedForm(lastResult, loadValidation);
  const defaults: Record<Name, string> = question
    ? {
        text: question.text,
        maxLength: String(question.limit.maxLength),
        limitType: question.limit.limitType,
      }
    : { text: '', maxLength: '', limitType: 'with-spaces' };
  const pending =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData?.get('questionId') === (question ? String(question.id) : null);
  const idOf = (name: Name) => `${formId}-${name}`;
  const value = (name: Name) => checked.typed(name, defaults[name]);
  const error = (name: Name) => {
    const problem = checked.errors[name]?.[0];
    return problem ? (
      <p id={`${idOf(name)}-error`} role="alert" className="mt-1 text-sm text-red-600">
        {t(problem)}
      </p>
    ) : null;
  };
  const invalid = (name: Name) =>
    checked.errors[name]?.length ? { 'aria-invalid': true, 'aria-describedby': `${idOf(name)}-error` } : {};
  const formError = checked.errors['']?.[0];
  return (
    <Form
      method="post"
      preventScrollReset
      {...checked.props}
      // The server's own messages answer, with or without JavaScript (as before the page runs its check).
      noValidate
      className="mt-3 space-y-3"
      data-testid={formId}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="profileId" value={profileId} />
      {question ? <input type="hidden" name="questionId" value={question.id} /> : null}
      {!question && applicationId ? <input type="hidden" name="applicationId" value={applicationId} /> : null}
      <div>
        <label htmlFor={idOf('text')} className="block text-sm font-medium">
          {t('questions.text')}
        </label>
        <textarea
          id={idOf('text')}
          name="text"
          defaultValue={value('text')}
          required
          maxLength={MAX_QUESTION_TEXT}
          rows={3}
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm aria-[invalid]:border-red-500"
          {...invalid('text')}
        />
        <p className="mt-1 text-xs text-gray-500">{t('questions.textHint', { max: MAX_QUESTION_TEXT })}</p>
        {error('text')}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={idOf('maxLength')} className="block text-sm font-medium">
            {t('questions.limit')}
          </label>
          <input
            id={idOf('maxLength')}
            name="maxLength"
            defaultValue={value('maxLength')}
            inputMode="numeric"
            required
            maxLength={4}
            onInput={keepDigits()}
            className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm aria-[invalid]:border-red-500"
            {...invalid('maxLength')}
          />
          <p className="mt-1 text-xs text-gray-500">
            {t('questions.limitHint', {
              spaces: `${CUSTOM_LIMITS['with-spaces'].min}–${CUSTOM_LIMITS['with-spaces'].max}`,
              bytes: `${CUSTOM_LIMITS.bytes.min}–${CUSTOM_LIMITS.bytes.max}`,
            })}
          </p>
          {error('maxLength')}
        </div>
        <fieldset>
          <legend className="text-sm font-medium">{t('generation.limitType')}</legend>
          <div className="mt-1 flex flex-col gap-1 text-sm">
            {LIMIT_TYPES.map((type) => (
              <label key={type} className="flex min-h-6 items-center gap-2">
                <input
                  type="radio"
                  name="limitType"
                  value={type}
                  defaultChecked={value('limitType') === type}
                  className="size-4"
                />
                {t(`generation.limitTypes.${type}`)}
              </label>
            ))}
          </div>
          {error('limitType')}
        </fieldset>
      </div>
      {formError ? (
        <p role="alert" className="text-sm text-red-600" data-testid="question-form-error">
          {t(formError, { max: MAX_OWN_QUESTIONS })}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={pending} aria-busy={pending || undefined}>
        {pending ? <Spinner className="size-4" /> : null}
        {t(question ? 'questions.save' : 'questions.add')}
      </button>
    </Form>
  );
}

/**
 * The member's own questions for this resume (the company's wording, typed by the member): the list with
 * edit and delete, and the form to add one. Each is a plain form to the result route, with or without
 * JavaScript; once added a question is offered in the generation panel like the bank's.
 */
export function CompanyQuestions({
  profileId,
  applicationId,
  questions,
}: {
  profileId: number;
  /** The application the screen is for: a question added here is its own. */
  applicationId?: number | null;
  questions: OwnQuestion[];
}) {
  const { t } = useTranslation('coverletters');
  const band = useBandLabel();
  // A refused post of one of these forms comes back as the page's action data, for that form only.
  const reply = useActionData<FormReply>();
  const sent = reply?.initialValue ?? null;
  const replyFor = (intent: string, questionId?: number) =>
    reply &&
    sent &&
    sent.intent === intent &&
    (questionId === undefined || sent.questionId === String(questionId))
      ? reply
      : undefined;
  const addReply = replyFor('add-question');
  const full = questions.length >= MAX_OWN_QUESTIONS;
  return (
    <section
      id="company-questions"
      className="mt-4 rounded-xl bg-gray-50 p-4"
      aria-labelledby="company-questions-heading"
      data-testid="company-questions"
    >
      <h3 id="company-questions-heading" className="text-sm font-semibold">
        {t('questions.title')}
      </h3>
      <p className="mt-1 text-xs text-gray-600">{t('questions.hint', { max: MAX_OWN_QUESTIONS })}</p>
      {questions.length ? (
        <ul className="mt-3 space-y-3">
          {questions.map((q) => (
            <li
              key={q.id}
              className="rounded-lg border border-gray-200 bg-white p-3"
              data-testid="own-question"
            >
              <p className="whitespace-pre-line text-sm">{q.text}</p>
              <p className="mt-1 text-xs text-gray-500">{band(q.limit)}</p>
              <div className="mt-2 flex flex-wrap gap-4 text-sm">
                <details open={Boolean(replyFor('edit-question', q.id)) || undefined}>
                  <summary className="inline-block min-h-6 font-medium text-primary-700 hover:underline">
                    {t('questions.edit')}
                  </summary>
                  <QuestionForm
                    key={`${q.text}|${q.limit.maxLength}|${q.limit.limitType}`}
                    profileId={profileId}
                    question={q}
                    lastResult={replyFor('edit-question', q.id)}
                  />
                </details>
                <ConfirmForm
                  intent="delete-question"
                  fields={{ profileId, questionId: q.id }}
                  label={t('questions.delete')}
                  question={t('questions.deleteConfirm')}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className="mt-3 text-sm text-gray-700" data-testid="questions-full">
          {t('questions.tooMany', { max: MAX_OWN_QUESTIONS })}
        </p>
      ) : (
        <details className="mt-3" open={Boolean(addReply) || undefined}>
          <summary className="inline-block min-h-6 text-sm font-semibold text-primary-700 hover:underline">
            {t('questions.addTitle')}
          </summary>
          {/* A fresh form once a question was added (the list grew). */}
          <QuestionForm
            key={questions.length}
            profileId={profileId}
            applicationId={applicationId}
            lastResult={addReply}
          />
        </details>
      )}
    </section>
  );
}
