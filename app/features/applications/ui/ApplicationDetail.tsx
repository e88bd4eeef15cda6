import { Form, Link } from '@remix-run/react';
import type { ComponentProps } from 'react';
import { formatDate, formatDateMinute } from '~/lib/format';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { MAX_APPLICATION_QUESTIONS } from '../constants';
import type { StoryWarning } from '../stories.server';
import { ApplicationForm } from './ApplicationForm';
import { ApplicationMaterial } from './ApplicationMaterial';
import { DeadlineBadge } from './DeadlineBadge';
import { ExportLinks } from './ExportLinks';
import { QuestionCard, QuestionForm } from './QuestionCard';
import { StatusForm } from './StatusForm';
import { StoryWarnings } from './StoryWarnings';

type Material = ComponentProps<typeof ApplicationMaterial>['app'];
type Editable = NonNullable<ComponentProps<typeof ApplicationForm>['value']>;

/** What the page shows of the application: its fields, status and history. */
export type ApplicationView = Material &
  Editable & {
    id: number;
    companyName: string;
    postingTitle: string | null;
    deadline: string | null;
    profileId: number | null;
    status: ComponentProps<typeof StatusForm>['status'];
    notes: string;
    history: { changedAt: Date | string; status: string }[];
  };

/**
 * One application: company, deadline, resume and status; its exports; the company's questions with
 * their answers and the one-story warnings; the posting material; editing, history and deletion.
 */
export function ApplicationDetail({
  app,
  questions,
  stories,
  resumes,
  today,
}: {
  app: ApplicationView;
  questions: ComponentProps<typeof QuestionCard>['question'][];
  stories: { warnings: StoryWarning[]; uses: Record<number, string[] | undefined> };
  resumes: ComponentProps<typeof ApplicationForm>['resumes'];
  today: string;
}) {
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
