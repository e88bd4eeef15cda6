import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/index.server';
import { parseSubmission } from '~/lib/form.server';
import { httpError } from '~/lib/http.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { pageOf } from '~/lib/paging';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import {
  completeDiagnosis,
  DiagnosisError,
  discardUnfinished,
  openDiagnosis,
  saveAnswers,
  surveyPages,
  unanswered,
} from './diagnosis.server';
import { surveyPageSchema } from './schemas';

function pageNumber(request: Request, total: number) {
  const n = pageOf(request);
  return n <= total ? n : 1;
}

/** SURVEY step: one page per category; answers live on the server under the diagnosis code. */
export async function surveyPageData(request: Request, context: AppLoadContext, code: string) {
  const viewer = requireViewer(request, context);
  const open = await openDiagnosis(code, viewer.id);
  if (!open) throw httpError(404);
  const lng = await getLanguage(request);
  const [pages, t] = await Promise.all([surveyPages(lng), getFixedT(lng, 'culture')]);
  const page = pageNumber(request, pages.length);
  const title = `${t('main.title')} · ${t('survey.progress', { page, total: pages.length })}`;
  return { title, page, total: pages.length, current: pages[page - 1], answers: open.answers };
}

/**
 * A survey page's post: `leave` discards the unfinished diagnosis; `back` saves and goes a page back (from
 * page 1, to the job step); otherwise the page's answers are saved, a page with unanswered questions comes
 * back naming them, and the last page completes the diagnosis.
 */
export async function surveyPageAction(
  request: Request,
  context: AppLoadContext,
  code: string,
  form: FormData,
) {
  const viewer = requireViewer(request, context);
  const domain = context.tenant.domain;
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
