import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { formatDate } from '~/lib/format';
import type { ApplicationStatus } from '../constants';
import { DeadlineBadge } from './DeadlineBadge';

export type ApplicationListRow = {
  id: number;
  companyName: string;
  postingTitle: string | null;
  deadline: string | null;
  status: ApplicationStatus;
  questionCount: number;
};

/** Applications as rows by deadline: company and posting, the deadline with its D-day, status, questions. */
export function ApplicationList({ rows, today }: { rows: ApplicationListRow[]; today: string }) {
  const { t } = useTranslation('applications');
  if (!rows.length)
    return (
      <p className="mt-4 rounded-lg bg-gray-50 p-4 text-sm text-gray-600" data-testid="applications-empty">
        {t('empty')}
      </p>
    );
  return (
    <ul
      className="mt-4 divide-y divide-gray-200 rounded-2xl border border-gray-200"
      data-testid="application-list"
    >
      {rows.map((a) => (
        <li
          key={a.id}
          className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4"
          data-testid="application-row"
        >
          <div className="min-w-40 flex-1">
            <Link to={String(a.id)} className="font-semibold break-keep underline-offset-2 hover:underline">
              {a.companyName}
            </Link>
            {a.postingTitle ? <p className="text-sm break-keep text-gray-600">{a.postingTitle}</p> : null}
          </div>
          <div className="flex items-center gap-2 text-sm">
            {a.deadline ? (
              <span className="text-gray-600">{formatDate(`${a.deadline}T00:00:00+09:00`)}</span>
            ) : null}
            <DeadlineBadge deadline={a.deadline} today={today} />
          </div>
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs" data-testid="application-status">
            {t(`status.${a.status}`)}
          </span>
          <span className="text-xs text-gray-500">{t('questionCount', { count: a.questionCount })}</span>
        </li>
      ))}
    </ul>
  );
}
