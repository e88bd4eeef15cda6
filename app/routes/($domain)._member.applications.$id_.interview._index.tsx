import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { requireViewer } from '~/features/accounts/guards.server';
import { handleInterviewAction } from '~/features/interview/actions.server';
import { interviewPath } from '~/features/interview/paths';
import { interviewPage } from '~/features/interview/pages.server';
import { PracticeHistory } from '~/features/interview/ui/PracticeHistory';
import { QuestionList } from '~/features/interview/ui/QuestionList';
import { readFormData } from '~/lib/form.server';
import { getLanguage } from '~/lib/i18n.server';
import { useTranslation } from '~/lib/i18n-react';
import { parseRowId } from '~/lib/ids';
import { httpError } from '~/lib/http.server';
import { titleMeta } from '~/lib/meta';
import { tenantPath, useDomain } from '~/lib/root-data';

export const handle = { i18n: ['interview'] };
export const meta = titleMeta;

/** The application's interview questions, made from the member's own text, and its practice history. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  return interviewPage(viewer.id, params.id, await getLanguage(request));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  const id = parseRowId(params.id);
  if (!id) throw httpError(404);
  const form = await readFormData(request);
  return handleInterviewAction(viewer.id, context.tenant.domain, id, await getLanguage(request), form);
}

export default function InterviewQuestions() {
  const { application, questions, history, hasSources } = useLoaderData<typeof loader>();
  const { t } = useTranslation('interview');
  const domain = useDomain();
  const ready = questions.filter((q) => q.ready).length;
  return (
    <div className="container-page max-w-3xl py-8">
      <p>
        <Link
          to={tenantPath(domain, `/applications/${application.id}`)}
          className="text-sm text-gray-600 underline"
        >
          ← {t('back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-keep">{t('title', { company: application.company })}</h1>
      <p className="mt-1 text-sm text-gray-700">{t('lead')}</p>

      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" name="intent" value="generate" className="btn-primary min-h-10 px-4">
          {questions.length ? t('regenerate') : t('generate')}
        </button>
        <span className="text-xs text-gray-600">{t('generateHint')}</span>
      </Form>

      {questions.length ? (
        <>
          <p className="mt-4 text-sm font-medium" data-testid="interview-count">
            {t('count', { count: questions.length, ready })}
          </p>
          <QuestionList
            questions={questions}
            practiseHref={(q) => interviewPath(domain, application.id, q)}
          />
          <section className="mt-8 text-sm" aria-labelledby="prep-sheet" data-testid="prep-sheet-export">
            <h2 id="prep-sheet" className="text-lg font-semibold">
              {t('export.title')}
            </h2>
            <p className="mt-1 text-gray-600">{t('export.hint')}</p>
            <p className="mt-2 flex flex-wrap gap-2">
              <Link
                to={interviewPath(domain, application.id, 'print')}
                className="btn-secondary min-h-9 px-3"
                data-testid="prep-sheet-print"
              >
                {t('export.printPage')}
              </Link>
              <a
                href={tenantPath(domain, `/applications/${application.id}/interview.pdf`)}
                className="btn-secondary min-h-9 px-3"
              >
                {t('export.pdf')}
              </a>
              <a
                href={tenantPath(domain, `/applications/${application.id}/interview.docx`)}
                className="btn-secondary min-h-9 px-3"
              >
                {t('export.docx')}
              </a>
            </p>
          </section>
        </>
      ) : (
        <p className="mt-6 rounded-lg bg-gray-50 p-4 text-sm text-gray-700">
          {hasSources ? t('empty') : t('toast.none')}
        </p>
      )}

      <PracticeHistory items={history} />
    </div>
  );
}
