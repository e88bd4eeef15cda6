import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { requireViewer } from '~/features/accounts/guards.server';
import {
  completeDiagnosis,
  DiagnosisError,
  discardUnfinished,
  openDiagnosis,
  saveAnswers,
  surveyPages,
  unanswered,
} from '~/features/culture/diagnosis.server';
import { surveyPageSchema } from '~/features/culture/schemas';
import { parseSubmission, readFormData } from '~/lib/form.server';
import { httpError } from '~/lib/http.server';
import { getLanguage, getFixedT } from '~/lib/i18n.server';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { SubmitButton } from '~/ui/SubmitButton';
import { pageOf } from '~/lib/paging';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['culture'] };

function pageNumber(request: Request, total: number) {
  const n = pageOf(request);
  return n <= total ? n : 1;
}

/** SURVEY step: one page per category; answers live on the server under the diagnosis code. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const open = await openDiagnosis(params.code ?? '', viewer.id);
  if (!open) throw httpError(404);
  const lng = await getLanguage(request);
  const [pages, t] = await Promise.all([surveyPages(lng), getFixedT(lng, 'culture')]);
  const page = pageNumber(request, pages.length);
  const title = `${t('main.title')} · ${t('survey.progress', { page, total: pages.length })}`;
  return { title, page, total: pages.length, current: pages[page - 1], answers: open.answers };
}

export const meta = titleMeta;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  const code = params.code ?? '';
  const domain = context.tenant.domain;
  const form = await readFormData(request);
  const intent = form.get('intent');
  if (intent === 'leave') {
    await discardUnfinished(viewer.id);
    return redirect(tenantPath(domain, '/culture'));
  }
  const pages = await surveyPages(await getLanguage(request));
  const page = pageNumber(request, pages.length);
  const current = pages[page - 1];
  const submission = parseSubmission(form, {
    schema: surveyPageSchema(current.items.map((item) => item.id)),
  });
  const chosen: Record<string, string[]> = submission.status === 'success' ? submission.value : {};
  let answers: Record<string, string[]>;
  try {
    answers = await saveAnswers(code, viewer.id, chosen);
  } catch (error) {
    if (error instanceof DiagnosisError) throw httpError(404);
    throw error;
  }
  const at = (n: number) => tenantPath(domain, `/culture/survey/${code}?page=${n}`);
  if (intent === 'back') return redirect(page > 1 ? at(page - 1) : await jobStepOf(code, viewer.id, domain));
  const missing = unanswered(current, answers);
  if (missing.length) return data({ missing }, { status: 400 });
  if (page < pages.length) return redirect(at(page + 1));
  try {
    const resultId = await completeDiagnosis(code, viewer.id);
    return redirect(tenantPath(domain, `/culture/result?id=${resultId}`));
  } catch (error) {
    if (error instanceof DiagnosisError && error.reason === 'unanswered') {
      const first = pages.findIndex((p) => unanswered(p, answers).length > 0);
      return redirectWithToast(at(first + 1), { type: 'error', key: 'culture:survey.selectAnswer' });
    }
    if (error instanceof DiagnosisError) throw httpError(404);
    throw error;
  }
}

/** Back from page 1: the job step with this diagnosis's industry and roles chosen again. */
async function jobStepOf(code: string, userId: number, domain: string) {
  const open = await openDiagnosis(code, userId);
  const chosen = new URLSearchParams();
  if (open) {
    chosen.set('industry', String(open.jobCategoryId));
    for (const role of open.jobDetailIds) chosen.append('role', String(role));
  }
  return tenantPath(domain, `/culture/job${open ? `?${chosen}` : ''}`);
}

export default function CultureSurvey() {
  const { page, total, current, answers } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
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
