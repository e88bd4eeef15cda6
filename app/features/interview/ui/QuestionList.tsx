import { Form, Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import type { QuestionKind } from '../templates';
import { SourceQuote } from './SourceQuote';

export type QuestionItem = {
  id: number;
  kind: QuestionKind;
  text: string;
  source: string;
  sourceRef: string;
  followUps: string[];
  origin: string;
  ready: boolean;
  attempts: number;
};

/** The application's interview questions, each with its source sentence, a way to practise it and its ready mark. */
export function QuestionList({
  questions,
  practiseHref,
}: {
  questions: QuestionItem[];
  practiseHref: (id: number) => string;
}) {
  const { t } = useTranslation('interview');
  return (
    <ol className="mt-4 space-y-4" data-testid="interview-questions">
      {questions.map((q, i) => (
        <li key={q.id} className="rounded-2xl border border-gray-200 p-4" data-testid="interview-question">
          <p className="flex flex-wrap items-center gap-2 text-xs">
            <span className="rounded-full bg-gray-100 px-2 py-0.5 font-medium text-gray-700">
              {t(`kinds.${q.kind}`)}
            </span>
            {q.origin === 'model' ? <span className="text-gray-600">{t('question.model')}</span> : null}
            {q.ready ? (
              <span
                className="rounded-full bg-green-100 px-2 py-0.5 font-medium text-green-800"
                data-testid="ready-badge"
              >
                ✓ {t('question.ready')}
              </span>
            ) : null}
          </p>
          <h3 className="mt-2 font-semibold break-keep">
            {i + 1}. {q.text}
          </h3>
          <SourceQuote source={q.source} fromPosting={q.sourceRef === 'posting'} />
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-gray-700">{t('question.followUps')}</summary>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {q.followUps.map((f) => (
                <li key={f} className="break-keep">
                  {f}
                </li>
              ))}
            </ul>
          </details>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Link
              to={practiseHref(q.id)}
              className="btn-primary min-h-9 px-3 text-sm"
              aria-label={`${t('question.practise')}: ${i + 1}`}
            >
              {t('question.practise')}
            </Link>
            <span className="text-xs text-gray-600">{t('question.attempts', { count: q.attempts })}</span>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="questionId" value={q.id} />
              <button
                type="submit"
                name="intent"
                value={q.ready ? 'unready' : 'ready'}
                className="btn-secondary min-h-9 px-3 text-sm"
                aria-label={`${q.ready ? t('question.unmarkReady') : t('question.markReady')}: ${i + 1}`}
              >
                {q.ready ? t('question.unmarkReady') : t('question.markReady')}
              </button>
            </Form>
          </div>
        </li>
      ))}
    </ol>
  );
}
