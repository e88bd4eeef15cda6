import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { requireViewer } from '~/features/accounts/guards.server';
import { handleApplicationsAction } from '~/features/applications/actions.server';
import { findApplication } from '~/features/applications/applications.server';
import { MAX_APPLICATION_QUESTIONS } from '~/features/applications/constants';
import { answersOf } from '~/features/applications/questions.server';
import { chosenLetter } from '~/features/applications/export.server';
import { storiesOf } from '~/features/applications/stories.server';
import { StoryWarnings } from '~/features/applications/ui/StoryWarnings';
import { ApplicationForm } from '~/features/applications/ui/ApplicationForm';
import { ApplicationMaterial } from '~/features/applications/ui/ApplicationMaterial';
import { ExportLinks } from '~/features/applications/ui/ExportLinks';
import { DeadlineBadge } from '~/features/applications/ui/DeadlineBadge';
import { QuestionCard, QuestionForm } from '~/features/applications/ui/QuestionCard';
import { StatusForm } from '~/features/applications/ui/StatusForm';
import { readFormData } from '~/lib/form.server';
import { formatDate, formatDateMinute, koreanDayIso } from '~/lib/format';
import { httpError } from '~/lib/http.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { companyNameIn } from '~/lib/romanize';
import { useTranslation } from '~/lib/i18n-react';
import { parseRowId } from '~/lib/ids';
import { titleMeta } from '~/lib/meta';
import { tenantPath, useDomain } from '~/lib/root-data';

export const handle = { i18n: ['applications', 'coverletters', 'checks'] };
export const meta = titleMeta;

/** One application of the member: its fields, status and history, and the company's questions with their answers. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const [app, t, lng] = await Promise.all([
    findApplication(viewer.id, parseRowId(params.id)),
    getFixedT(request, 'applications'),
    getLanguage(request),
  ]);
  // Another member's application, or none: the same 404 either way.
  if (!app) throw httpError(404);
  const { questions, otherLetters } = answersOf(app);
  const stories = await storiesOf(
    viewer.id,
    // The answer each question is sent with: the one the export uses.
    questions.map((q) => ({ questionId: q.id, letter: chosenLetter(q.letters) ?? undefined })),
    otherLetters,
    { profileId: app.profileId, sections: app.resumeStories },
  );
  // A listed Korean company by its English name on English and Indonesian pages; a typed name as typed.
  const companyName = app.companyId
    ? companyNameIn(lng, app.companyName, app.companyNameEn)
    : app.companyName;
  const {
    questions: _asked,
    resumeChoices: resumes,
    resumeStories: _stories,
    letters: _letters,
    ...fields
  } = app;
  return {
    title: t('detailTitle', { company: companyName }),
    app: { ...fields, companyName },
    // What the page shows of each letter (not the checker's findings, which only the one-story check reads).
    questions: questions.map((q) => ({
      ...q,
      letters: q.letters.map(({ id, content, writer, createdAt, counts }) => ({
        id,
        content,
        writer,
        createdAt,
        counts,
      })),
    })),
    stories,
    resumes,
    today: koreanDayIso(),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  return handleApplicationsAction(viewer.id, context.tenant.domain, request, await readFormData(request));
}

export default function ApplicationDetail() {
  const { app, questions, stories, resumes, today } = useLoaderData<typeof loader>();
  const { t } = useTranslation('applications');
  const domain = useDomain();
  const resume = resumes.find((r) => r.id === app.profileId);
  return (
    <div className="container-page max-w-3xl py-8">
      <p>
        <Link to={tenantPath(domain, '/applications')} className="text-sm text-gray-600 underline">
          ← {t('backToList')}
        </Link>
      </p>
      <header className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold break-keep">{app.companyName}</h1>
          {app.postingTitle ? <p className="text-gray-700 break-keep">{app.postingTitle}</p> : null}
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-600">
            <span>
              {t('fields.deadline')}:{' '}
              {app.deadline ? formatDate(`${app.deadline}T00:00:00+09:00`) : t('deadline.none')}
            </span>
            <DeadlineBadge deadline={app.deadline} today={today} />
          </p>
          <p className="mt-1 text-sm text-gray-600">
            {t('fields.resume')}: {resume ? resume.name || t('fields.untitled') : t('fields.noResume')}
          </p>
        </div>
        <div>
          <p className="text-sm font-medium">{t('fields.status')}</p>
          <StatusForm applicationId={app.id} status={app.status} label={t('fields.status')} />
        </div>
      </header>

      <ExportLinks applicationId={app.id} />

      {app.notes ? (
        <p className="mt-4 rounded-lg bg-gray-50 p-3 text-sm whitespace-pre-wrap">{app.notes}</p>
      ) : null}

      <section className="mt-8" aria-labelledby="questions-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="questions-heading" className="text-lg font-semibold">
            {t('questions.title', { count: questions.length, max: MAX_APPLICATION_QUESTIONS })}
          </h2>
          <Form method="post">
            <input type="hidden" name="applicationId" value={app.id} />
            <button type="submit" name="intent" value="write" className="btn-primary min-h-9 px-3 text-sm">
              {t('actions.write')}
            </button>
          </Form>
        </div>
        <p className="mt-1 text-sm text-gray-600">{t('questions.lead')}</p>
        <StoryWarnings warnings={stories.warnings} />
        {questions.length ? (
          <ol className="mt-4 space-y-4">
            {questions.map((q, i) => (
              <QuestionCard
                key={q.id}
                applicationId={app.id}
                question={q}
                index={i}
                uses={stories.uses[q.id]}
              />
            ))}
          </ol>
        ) : null}
        {questions.length < MAX_APPLICATION_QUESTIONS ? (
          <details
            className="mt-4 rounded-2xl border border-dashed border-gray-300 p-4"
            open={!questions.length}
          >
            <summary className="cursor-pointer font-semibold">{t('questions.add')}</summary>
            <QuestionForm applicationId={app.id} />
          </details>
        ) : (
          <p className="mt-4 text-sm text-gray-600">{t('toast.tooManyQuestions')}</p>
        )}
      </section>

      <ApplicationMaterial app={app} />

      <details className="mt-8 rounded-2xl border border-gray-200 p-4">
        <summary className="cursor-pointer font-semibold">{t('actions.edit')}</summary>
        <div className="mt-3">
          <ApplicationForm intent="edit" resumes={resumes} value={app} />
        </div>
      </details>

      <section className="mt-8" aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-lg font-semibold">
          {t('history')}
        </h2>
        <ol className="mt-2 space-y-1 text-sm" data-testid="status-history">
          {app.history.map((h, i) => (
            <li key={i}>
              {formatDateMinute(h.changedAt)} · {t(`status.${h.status}`)}
            </li>
          ))}
        </ol>
      </section>

      <section className="mt-8 flex flex-wrap gap-3 border-t border-gray-200 pt-4">
        <details>
          <summary className="btn-ghost min-h-9 cursor-pointer px-3 text-sm text-red-700">
            {t('actions.delete')}
          </summary>
          <Form method="post" className="mt-2 rounded-lg bg-red-50 p-3 text-sm">
            <p>{t('deleteConfirm')}</p>
            <input type="hidden" name="applicationId" value={app.id} />
            <button
              type="submit"
              name="intent"
              value="delete"
              className="btn-primary mt-2 min-h-9 bg-red-700 px-3 text-sm"
            >
              {t('actions.deleteConfirm')}
            </button>
          </Form>
        </details>
      </section>
    </div>
  );
}
