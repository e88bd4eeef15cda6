import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { requireViewer } from '~/features/accounts/guards.server';
import { handlePracticeAction } from '~/features/interview/actions.server';
import { interviewPath } from '~/features/interview/paths';
import { practicePage } from '~/features/interview/pages.server';
import { MAX_NOTES } from '~/features/interview/limits';
import { PracticeForm } from '~/features/interview/ui/PracticeForm';
import { SelfCheckView } from '~/features/interview/ui/SelfCheckView';
import { SourceQuote } from '~/features/interview/ui/SourceQuote';
import { readFormData } from '~/lib/form.server';
import { formatDateMinute } from '~/lib/format';
import { httpError } from '~/lib/http.server';
import { getLanguage } from '~/lib/i18n.server';
import { useTranslation } from '~/lib/i18n-react';
import { parseRowId } from '~/lib/ids';
import { titleMeta } from '~/lib/meta';
import { useDomain } from '~/lib/root-data';

export const handle = { i18n: ['interview'] };
export const meta = titleMeta;

/** One interview question to practise against the clock, and the self-check of the answer just given. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  return practicePage(viewer.id, params, new URL(request.url), await getLanguage(request));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  const id = parseRowId(params.id);
  const questionId = parseRowId(params.questionId);
  if (!id || !questionId) throw httpError(404);
  const form = await readFormData(request);
  return handlePracticeAction(
    viewer.id,
    context.tenant.domain,
    id,
    questionId,
    await getLanguage(request),
    form,
  );
}

export default function PractiseQuestion() {
  const { application, question, n, total, nextId, context, started, attempt, previous } =
    useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation('interview');
  const domain = useDomain();
  const all = interviewPath(domain, application.id);
  return (
    <div className="container-page max-w-3xl py-8">
      <p>
        <Link to={all} className="text-sm text-gray-600 underline">
          ← {t('practice.all')}
        </Link>
      </p>
      <p className="mt-2 text-sm text-gray-600">
        {application.company} · {t('practice.heading', { n, total })} · {t(`kinds.${question.kind}`)}
      </p>
      <h1 className="mt-1 text-xl font-bold break-keep" lang={question.lang}>
        {question.text}
      </h1>
      <SourceQuote
        source={question.source}
        context={context}
        fromPosting={question.sourceRef === 'posting'}
      />

      {attempt ? (
        <SelfCheckView
          check={attempt.check}
          answer={attempt.answer}
          seconds={attempt.seconds}
          budget={attempt.budgetSeconds}
        />
      ) : null}

      <section className="mt-6" aria-labelledby="practice-heading">
        <h2 id="practice-heading" className="text-lg font-semibold">
          {attempt ? t('practice.again') : t('practice.answer')}
        </h2>
        <PracticeForm key={started} started={started} lastResult={lastResult} />
      </section>

      <div className="mt-6 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="questionId" value={question.id} />
          <button
            type="submit"
            name="intent"
            value={question.ready ? 'unready' : 'ready'}
            className="btn-secondary min-h-9 px-3 text-sm"
          >
            {question.ready ? t('question.unmarkReady') : t('question.markReady')}
          </button>
        </Form>
        {nextId ? (
          <Link
            to={interviewPath(domain, application.id, nextId)}
            className="btn-secondary min-h-9 px-3 text-sm"
          >
            {t('practice.next')} →
          </Link>
        ) : null}
      </div>

      <Form method="post" className="mt-6">
        <input type="hidden" name="questionId" value={question.id} />
        <label htmlFor="question-notes" className="block text-sm font-medium">
          {t('practice.notes')}
        </label>
        <textarea
          id="question-notes"
          name="notes"
          rows={3}
          maxLength={MAX_NOTES}
          defaultValue={question.notes}
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
        />
        <button type="submit" name="intent" value="notes" className="btn-secondary mt-2 min-h-9 px-3 text-sm">
          {t('practice.saveNotes')}
        </button>
      </Form>

      {previous.length ? (
        <section className="mt-8" aria-labelledby="previous-answers">
          <h2 id="previous-answers" className="text-lg font-semibold">
            {t('practice.previous')}
          </h2>
          <ol className="mt-2 space-y-2 text-sm">
            {previous.map((p) => (
              <li key={p.id} className="rounded-lg bg-gray-50 p-3">
                <p className="text-xs text-gray-600">
                  {formatDateMinute(p.createdAt)} ·{' '}
                  {t('history.timeValue', { seconds: p.seconds, budget: p.budgetSeconds })}
                </p>
                <p className="mt-1 whitespace-pre-wrap break-keep">{p.answer}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
