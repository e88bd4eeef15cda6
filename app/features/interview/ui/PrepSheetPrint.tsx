import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { useDomain } from '~/lib/root-data';
import { PrintButton } from '~/ui/PrintButton';
import { interviewPath } from '../paths';
import type { QuestionKind } from '../templates';

type Sheet = {
  applicationId: number;
  title: string;
  company: string;
  postingTitle: string | null;
  ready: number;
  questions: {
    id: number;
    kind: QuestionKind;
    text: string;
    source: string;
    fromPosting: boolean;
    best: string | null;
    notes: string | null;
    followUps: string[];
    ready: boolean;
  }[];
};

/**
 * The prep sheet drawn to be printed: black on white, one question per block kept on one sheet of paper
 * where it fits, the links and buttons left off the paper (print: styles). Without JavaScript the page
 * says to use the browser's print command; with it, a button opens the print dialog.
 */
export function PrepSheetPrint({ sheet }: { sheet: Sheet }) {
  const { t } = useTranslation('interview');
  const domain = useDomain();
  return (
    <div className="mx-auto max-w-3xl p-6 text-gray-900 print:max-w-none print:p-0 print:text-[11pt]">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={interviewPath(domain, sheet.applicationId)}
          className="inline-flex min-h-6 items-center text-sm text-gray-700 underline"
        >
          ← {t('practice.all')}
        </Link>
        <PrintButton
          label={t('export.print')}
          hint={t('sheet.printHint')}
          className="btn-primary min-h-10 px-4"
        />
      </div>
      <article data-testid="prep-sheet">
        <h1 className="text-2xl font-bold break-keep">{sheet.title}</h1>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">{t('sheet.company')}</dt>
          <dd>{sheet.company}</dd>
          {sheet.postingTitle ? (
            <>
              <dt className="font-medium">{t('sheet.posting')}</dt>
              <dd>{sheet.postingTitle}</dd>
            </>
          ) : null}
          <dt className="font-medium">{t('sheet.ready')}</dt>
          <dd>{t('sheet.readyCount', { ready: sheet.ready, total: sheet.questions.length })}</dd>
        </dl>
        {sheet.questions.length ? null : <p className="mt-6 text-gray-700">{t('empty')}</p>}
        <ol className="mt-6 space-y-6">
          {sheet.questions.map((q, i) => (
            <li
              key={q.id}
              className="break-inside-avoid border-t border-gray-300 pt-4"
              data-testid="prep-sheet-question"
            >
              <h2 className="text-base font-semibold break-keep">
                {i + 1}. {q.text}
                <span className="ml-2 text-xs font-normal text-gray-700">
                  [{t(`kinds.${q.kind}`)}
                  {q.ready ? ` · ${t('sheet.isReady')}` : ''}]
                </span>
              </h2>
              <figure className="mt-2 text-sm">
                <figcaption className="text-xs font-medium text-gray-700">
                  {q.fromPosting ? t('question.sourcePosting') : t('question.source')}
                </figcaption>
                <blockquote className="mt-1 border-l-4 border-gray-400 pl-3 break-keep">
                  “{q.source}”
                </blockquote>
              </figure>
              <h3 className="mt-3 text-sm font-medium">{t('sheet.bestAnswer')}</h3>
              <p className="mt-1 text-sm whitespace-pre-line break-keep">{q.best ?? t('sheet.noAnswer')}</p>
              {q.notes ? (
                <>
                  <h3 className="mt-3 text-sm font-medium">{t('sheet.notes')}</h3>
                  <p className="mt-1 text-sm whitespace-pre-line break-keep">{q.notes}</p>
                </>
              ) : null}
              <h3 className="mt-3 text-sm font-medium">{t('sheet.followUps')}</h3>
              <ul className="mt-1 list-disc pl-5 text-sm break-keep">
                {q.followUps.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </article>
    </div>
  );
}
