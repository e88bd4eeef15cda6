import { Form, useActionData } from '@remix-run/react';
import {
  countBy,
  LetterCounts,
  MAX_EDIT,
  MAX_QUESTION_TEXT,
  useLiveCounts,
  type LimitType,
} from '~/features/coverletters';
import { BlindSwitches, CheckReport, type CheckReply } from '~/features/checks';
import { formatDate } from '~/lib/format';
import { useTranslation } from '~/lib/i18n-react';
import { useCheckedForm, type FormReply } from '~/ui/useCheckedForm';

const loadAnswer = () => import('../validation').then((m) => m.validateAnswerForm);
const loadQuestion = () => import('../validation').then((m) => m.validateQuestion);

type Letter = {
  id: number;
  content: string;
  writer: string;
  createdAt: string | Date;
  counts: Parameters<typeof LetterCounts>[0]['counts'];
};
export type QuestionView = {
  id: number;
  text: string;
  maxLength: number;
  limitType: LimitType;
  /** The question's blind-hiring switch (null: as the application). */
  blindHiring?: boolean | null;
  /** The application hires blind (what a null `blindHiring` follows). */
  applicationBlind?: boolean;
  letters: Letter[];
};

const field =
  'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm aria-[invalid]:border-red-500';

/**
 * One of the company's questions: its limit, the letters written or pasted for it (each with its count
 * against the limit, flagged when over, never cut), one form to paste or type an answer with a live
 * count that saves it or checks it (issue 36; with the box empty, Check checks the newest answer, so
 * its text is on the page once), the check's report, and the question's own edit and delete.
 */
export function QuestionCard({
  applicationId,
  question,
  index,
  uses,
}: {
  applicationId: number;
  question: QuestionView;
  index: number;
  /** The resume entries the newest answer tells (from the checker's tracing). */
  uses?: string[];
}) {
  const { t } = useTranslation('applications');
  const reply = useActionData<FormReply | CheckReply>();
  const checkReply =
    reply?.form === 'check' && 'questionId' in reply && reply.questionId === question.id
      ? (reply as CheckReply)
      : undefined;
  const mine =
    reply?.form === 'answer' && reply.initialValue?.questionId === String(question.id) ? reply : undefined;
  const { t: tc } = useTranslation('checks');
  const formId = `answer-form-${question.id}`;
  const checked = useCheckedForm(mine, loadAnswer, { id: formId });
  // What the box starts from: a refused answer as typed, else the text last checked, else empty.
  const text = mine ? checked.typed('content') : (checkReply?.content ?? '');
  const live = useLiveCounts(text);
  const answerId = `answer-${question.id}`;
  const answered = question.letters.length > 0;
  const error = checked.errors?.content?.[0];
  return (
    <li className="rounded-2xl border border-gray-200 p-4" data-testid="question-card">
      <h3 className="font-semibold break-keep">
        {index + 1}. {question.text}
      </h3>
      <p className="mt-1 text-xs text-gray-600">
        {t('questions.limit', { max: question.maxLength, unit: t(`questions.units.${question.limitType}`) })}
      </p>
      {question.letters.length ? (
        <p className="mt-2 text-xs text-gray-700" data-testid="answer-uses">
          {uses?.length ? t('stories.uses', { entries: uses.join(', ') }) : t('stories.none')}
        </p>
      ) : null}
      {question.letters.length ? (
        <ol className="mt-3 space-y-3">
          {question.letters.map((l) => {
            const over = countBy(l.counts, question.limitType) > question.maxLength;
            return (
              <li key={l.id} className="rounded-xl bg-gray-50 p-3" data-testid="answer">
                <p className="text-xs text-gray-500">
                  {t(`writer.${l.writer === 'member' ? 'member' : 'ai'}`)} · {formatDate(l.createdAt)}
                </p>
                <p className="mt-1 text-sm whitespace-pre-wrap break-keep">{l.content}</p>
                <LetterCounts
                  counts={l.counts}
                  max={question.maxLength}
                  limitType={question.limitType}
                  testId="answer-counts"
                />
                {over ? (
                  <p className="mt-1 text-sm font-semibold text-red-700" role="note" data-testid="over-limit">
                    {t('questions.over', { max: question.maxLength })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-gray-600">{t('questions.noAnswer')}</p>
      )}
      <section
        className="mt-3 rounded-xl border border-indigo-200 bg-indigo-50/40 p-3"
        data-testid="check-panel"
        aria-labelledby={`${formId}-title`}
      >
        <h4 id={`${formId}-title`} className="text-sm font-semibold">
          {tc('title')}
        </h4>
        <CheckReport formId={formId} reply={checkReply} />
        <Form method="post" className="mt-3" preventScrollReset {...checked.props}>
          <input type="hidden" name="applicationId" value={applicationId} />
          <input type="hidden" name="questionId" value={question.id} />
          <label htmlFor={answerId} className="block text-sm font-medium">
            {t('questions.answer')}
          </label>
          <textarea
            id={answerId}
            name="content"
            rows={6}
            required
            maxLength={MAX_EDIT}
            defaultValue={text}
            key={text}
            ref={live.ref}
            onInput={live.onInput}
            className={field}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${answerId}-error` : undefined}
          />
          <LetterCounts
            counts={live.counts}
            max={question.maxLength}
            limitType={question.limitType}
            testId="answer-live-counts"
          />
          {error ? (
            <p id={`${answerId}-error`} role="alert" className="mt-1 text-sm text-red-600">
              {t(error)}
            </p>
          ) : null}
          {answered ? <p className="mt-1 text-xs text-gray-600">{t('questions.checkNewest')}</p> : null}
          <BlindSwitches
            blindApp={question.applicationBlind ?? false}
            blindQuestion={question.blindHiring ?? null}
            reply={checkReply}
          />
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="submit"
              name="intent"
              value="check"
              // An empty box checks the newest answer: only a question without one needs text.
              formNoValidate={answered}
              className="btn-secondary min-h-9 px-3 text-sm"
              data-testid="check-submit"
            >
              {tc('check')}
            </button>
            <button type="submit" name="intent" value="answer" className="btn-primary min-h-9 px-3 text-sm">
              {t('questions.saveAnswer')}
            </button>
          </div>
        </Form>
      </section>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm text-gray-700">{t('questions.edit')}</summary>
        <QuestionForm applicationId={applicationId} question={question} />
        <Form method="post" className="mt-2">
          <input type="hidden" name="applicationId" value={applicationId} />
          <input type="hidden" name="questionId" value={question.id} />
          <button
            type="submit"
            name="intent"
            value="delete-question"
            className="btn-ghost min-h-9 px-3 text-sm text-red-700"
          >
            {t('questions.delete')}
          </button>
        </Form>
      </details>
    </li>
  );
}

/** Adds or edits one of the company's questions: its wording, the company's limit and what it counts. */
export function QuestionForm({
  applicationId,
  question,
}: {
  applicationId: number;
  question?: QuestionView;
}) {
  const { t } = useTranslation('applications');
  const reply = useActionData<FormReply>();
  const intent = question ? 'edit-question' : 'add-question';
  const mine =
    reply?.form === intent && (!question || reply.initialValue?.questionId === String(question.id))
      ? reply
      : undefined;
  const checked = useCheckedForm(mine, loadQuestion);
  const typed = checked.typed;
  const id = (name: string) => `${intent}-${question?.id ?? 'new'}-${name}`;
  const errorOf = (name: string) => {
    const key = checked.errors?.[name]?.[0];
    return key ? (
      <p id={`${id(name)}-error`} role="alert" className="mt-1 text-sm text-red-600">
        {t(key)}
      </p>
    ) : null;
  };
  const invalid = (name: string) =>
    checked.errors?.[name]?.length ? { 'aria-invalid': true, 'aria-describedby': `${id(name)}-error` } : {};
  return (
    <Form
      method="post"
      className="mt-3 space-y-3"
      preventScrollReset
      data-testid={`${intent}-form`}
      {...checked.props}
    >
      <input type="hidden" name="applicationId" value={applicationId} />
      {question ? <input type="hidden" name="questionId" value={question.id} /> : null}
      <div>
        <label htmlFor={id('text')} className="block text-sm font-medium">
          {t('questions.text')}
        </label>
        <textarea
          id={id('text')}
          name="text"
          rows={3}
          required
          maxLength={MAX_QUESTION_TEXT}
          defaultValue={typed('text', question?.text ?? '')}
          className={field}
          {...invalid('text')}
        />
        {errorOf('text')}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={id('maxLength')} className="block text-sm font-medium">
            {t('questions.maxLength')}
          </label>
          <input
            id={id('maxLength')}
            name="maxLength"
            inputMode="numeric"
            required
            pattern="\d+"
            maxLength={4}
            defaultValue={typed('maxLength', question ? String(question.maxLength) : '')}
            className={field}
            {...invalid('maxLength')}
          />
          {errorOf('maxLength')}
        </div>
        <div>
          <label htmlFor={id('limitType')} className="block text-sm font-medium">
            {t('questions.limitType')}
          </label>
          <select
            id={id('limitType')}
            name="limitType"
            defaultValue={typed('limitType', question?.limitType ?? 'with-spaces')}
            className={field}
          >
            {(['with-spaces', 'without-spaces', 'bytes'] as const).map((u) => (
              <option key={u} value={u}>
                {t(`questions.units.${u}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" name="intent" value={intent} className="btn-primary min-h-9 px-3 text-sm">
        {question ? t('actions.save') : t('questions.add')}
      </button>
    </Form>
  );
}
