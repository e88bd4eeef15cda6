import { Form, Link } from '@remix-run/react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { SubmitButton } from '~/ui/SubmitButton';
import { GenerationPanel } from './GenerationPanel';
import { LetterGroups } from './LetterGroups';
import { PrintButton } from './PrintButton';

type Panel = ComponentProps<typeof GenerationPanel>;

/** What the result screen shows of the chosen resume, its target, its questions and its letters. */
export type ResultScreenData = {
  tab: 'coverletter' | 'resume';
  /** The application whose letters the screen shows (ADR 0038; `?app=`, or the target's). */
  applicationId: number | null;
  /** The application opened from its page (`?app=`): writing for it asks the coach's questions first. */
  openedApplicationId: number | null;
  profile: { id: number; name: string | null; isResume: boolean; editable: boolean };
  target: string | null;
  questions: Panel['questions'];
  eligible: boolean;
  goods: string;
  writerKind: Panel['writerKind'];
  languages: Panel['languages'];
  groups: ComponentProps<typeof LetterGroups>['groups'];
  printMode: string;
  printable: boolean;
};

/** The result screen with no resume chosen: where to choose one. */
export function ChooseResume() {
  const { t } = useTranslation('coverletters');
  const domain = useDomain();
  return (
    <>
      <h1 className="sr-only">{t('result.title')}</h1>
      <div className="mx-auto max-w-lg rounded-2xl bg-gray-50 p-6 text-center" data-testid="choose-resume">
        <p>{t('result.chooseResume')}</p>
        <Link to={tenantPath(domain, '/profile/group')} className="btn-primary mt-4">
          {t('result.groups')}
        </Link>
        <div className="mt-4">
          <PrintButton profileId={null} label={t('print.all')} />
        </div>
      </div>
    </>
  );
}

/**
 * The result screen (spec): the chosen resume and position with links to change them, the generation
 * panel, then the cover letters by question or the resume (`resume`, drawn by the caller), its print
 * button, and the institution share box (`share`, drawn by the caller) when the member has one.
 */
export function ResultScreen({
  data,
  resume,
  share,
}: {
  data: ResultScreenData;
  resume: ReactNode;
  share: ReactNode;
}) {
  const { t } = useTranslation('coverletters');
  const domain = useDomain();
  const { profile, target, tab } = data;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <h1 className="sr-only">{t('result.title')}</h1>
      <section
        className="grid gap-4 rounded-2xl border border-gray-200 p-5 sm:grid-cols-2"
        data-testid="result-summary"
      >
        <div>
          <p className="text-xs font-semibold uppercase text-gray-500">{t('result.resume')}</p>
          <p className="mt-1 font-semibold [overflow-wrap:anywhere]">{profile.name || t('result.untitled')}</p>
          <Link to={tenantPath(domain, '/profile/group')} className="text-sm text-primary-700">
            {t('result.change')}
          </Link>
        </div>
        <div>
          <p className="text-xs font-semibold uppercase text-gray-500">{t('result.position')}</p>
          <p className="mt-1 font-semibold [overflow-wrap:anywhere]" data-testid="result-target">
            {target ?? t('result.noPosition')}
          </p>
          <Link
            to={tenantPath(domain, `/profile/position?id=${profile.id}`)}
            className="text-sm text-primary-700"
          >
            {t('result.change')}
          </Link>
        </div>
      </section>

      {tab === 'coverletter' ? (
        <GenerationPanel
          profileId={profile.id}
          applicationId={data.openedApplicationId}
          target={target}
          questions={data.questions}
          eligible={data.eligible}
          goods={data.goods}
          writerKind={data.writerKind}
          languages={data.languages}
          companyQuestions
          editable={profile.editable}
          saved={new Set(data.groups.flatMap((g) => g.items.map((item) => item.id)))}
        />
      ) : null}

      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-gray-200">
        <nav className="flex gap-1" aria-label={t('result.tabs')}>
          {(['coverletter', 'resume'] as const).map((name) => (
            <Link
              key={name}
              to={`?id=${profile.id}${data.applicationId ? `&app=${data.applicationId}` : ''}${name === 'resume' ? '&tab=resume' : ''}`}
              aria-current={tab === name ? 'page' : undefined}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${tab === name ? 'border-primary-600 text-primary-700' : 'border-transparent text-gray-500'}`}
            >
              {t(name === 'resume' ? 'result.resumeTab' : 'result.coverletter')}
            </Link>
          ))}
        </nav>
        <div className="pb-2">
          <PrintButton
            profileId={profile.id}
            applicationId={data.applicationId}
            tab={tab}
            notReady={
              tab === 'resume'
                ? profile.isResume
                  ? undefined
                  : t('print.noResume')
                : data.printable
                  ? undefined
                  : t('print.noLetters')
            }
            label={t(
              tab === 'resume'
                ? 'print.plain'
                : data.printMode === 'all'
                  ? 'print.all'
                  : 'print.selected',
            )}
          />
        </div>
      </div>

      {tab === 'coverletter' ? (
        <LetterGroups groups={data.groups} />
      ) : profile.isResume ? (
        resume
      ) : (
        <div className="rounded-2xl bg-primary-50 p-6 text-center" data-testid="resume-banner">
          <p className="text-primary-900">{t('resume.prompt')}</p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="profileId" value={profile.id} />
            <SubmitButton intent="generate-resume" className="btn-primary">
              {t('resume.generate')}
            </SubmitButton>
          </Form>
        </div>
      )}

      {share}
    </div>
  );
}
