import { type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { requireViewer } from '~/features/accounts/guards.server';
import { requestedPrintJob } from '~/features/coverletters/print.server';
import { printableSections } from '~/features/profiles/episodes';
import { ResumeView } from '~/features/profiles/ui/ResumeView';
import { PrintButton } from '~/ui/PrintButton';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['profiles', 'coverletters'] };
export const meta = titleMeta;

/** The print-ready page: the selected cover letters, or the generated resume. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const job = await requestedPrintJob(viewer.id, context.tenant.domain, new URL(request.url));
  // A print carries only the episodes marked for printing: the others never reach the page.
  return job.kind === 'resume' ? { ...job, sections: printableSections(job.sections) } : job;
}

export default function PrintPage() {
  const job = useLoaderData<typeof loader>();
  const { t } = useTranslation('coverletters');
  // Opened to be printed: the print dialog comes up once the page is loaded.
  useEffect(() => {
    window.print();
  }, []);
  return (
    <div className="mx-auto max-w-3xl p-8 print:p-0" data-testid="print-page">
      <div className="mb-6 flex justify-end print:hidden">
        <PrintButton label={t('print.plain')} hint={t('print.hint')} className="btn-primary" />
      </div>
      {job.kind === 'resume' ? (
        <ResumeView name={job.name} applicant={job.applicant} intro={job.intro} sections={job.sections} />
      ) : (
        <article>
          <h1 className="text-2xl font-bold">{job.title || t('print.letters')}</h1>
          {job.groups.length ? null : <p className="mt-6 text-gray-600">{t('letters.none')}</p>}
          {job.groups.map((g) => (
            <section key={g.questionName} className="mt-8 break-inside-avoid-page">
              <h2 className="border-b border-gray-300 pb-1 text-lg font-semibold">{g.questionName}</h2>
              {g.letters.map((l, i) => (
                <div key={i} className="mt-4" data-testid="print-letter">
                  <p className="text-xs text-gray-500">{l.stamp}</p>
                  <p className="mt-1 whitespace-pre-line">{l.content}</p>
                </div>
              ))}
            </section>
          ))}
        </article>
      )}
    </div>
  );
}
