import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useSearchParams } from '@remix-run/react';
import { requireViewer } from '~/features/accounts/guards.server';
import { applicationShareStateOf } from '~/features/agencies/sharing.server';
import { handleApplicationsAction } from '~/features/applications/actions.server';
import {
  allApplications,
  applicationsOverview,
  listApplications,
} from '~/features/applications/applications.server';
import {
  APPLICATION_PAGE_SIZE,
  APPLICATION_STATUSES,
  applicationStatus,
  MAX_APPLICATIONS,
} from '~/features/applications/constants';
import { ApplicationBoard } from '~/features/applications/ui/ApplicationBoard';
import { ApplicationForm } from '~/features/applications/ui/ApplicationForm';
import { ApplicationList } from '~/features/applications/ui/ApplicationList';
import { companyChoices } from '~/features/applications/company-choices.server';
import { CalendarLink } from '~/features/applications/ui/CalendarLink';
import { ShareListBox } from '~/features/applications/ui/ShareListBox';
import { env } from '~/lib/env.server';
import { readFormData } from '~/lib/form.server';
import { koreanDayIso } from '~/lib/format';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { companyNameIn } from '~/lib/romanize';
import { useTranslation } from '~/lib/i18n-react';
import { titleMeta } from '~/lib/meta';
import { lastPageHref, pageOf } from '~/lib/paging';
import { tenantPath } from '~/lib/root-data';
import { Pager } from '~/ui/Pager';

export const handle = { i18n: ['applications', 'coverletters'] };

const CHIP =
  'inline-flex min-h-9 items-center rounded-full border border-gray-300 px-3 text-sm aria-[current=page]:border-primary-600 aria-[current=page]:bg-primary-50 aria-[current=page]:font-semibold';
export const meta = titleMeta;

/** The member's applications by deadline (or as a board by status), with the form to add one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const url = new URL(request.url);
  const status = applicationStatus(url.searchParams.get('status'));
  const view = url.searchParams.get('view') === 'board' ? 'board' : 'list';
  const page = pageOf(url);
  const lng = await getLanguage(request);
  const [t, { counts, resumes, calendarToken }, share, rows, companies] = await Promise.all([
    getFixedT(request, 'applications'),
    applicationsOverview(viewer.id),
    applicationShareStateOf(viewer.id),
    view === 'board' ? allApplications(viewer.id) : listApplications(viewer.id, { status, page }),
    companyChoices(lng),
  ]);
  const all = Object.values(counts).reduce((a, b) => a + (b ?? 0), 0);
  const total = view === 'board' ? rows.length : status ? (counts[status] ?? 0) : all;
  // A page past the last one (`?page=999`) is the last page, never "no applications yet".
  const beyond = view === 'list' ? lastPageHref(url, page, total, APPLICATION_PAGE_SIZE) : null;
  if (beyond) throw redirect(beyond);
  const origin = env().PUBLIC_URL ?? url.origin;
  return {
    title: t('title'),
    view,
    status,
    page,
    counts,
    all,
    resumes,
    companies,
    today: koreanDayIso(),
    share,
    calendarUrl: calendarToken
      ? `${origin}${tenantPath(context.tenant.domain, `/applications/calendar/${calendarToken}.ics`)}`
      : null,
    total,
    // A listed Korean company by its English name on English and Indonesian pages; a typed name as typed.
    rows: rows.map((r) => ({
      ...r,
      companyName: r.companyId ? companyNameIn(lng, r.companyName, r.companyNameEn) : r.companyName,
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  return handleApplicationsAction(viewer.id, context.tenant.domain, request, await readFormData(request));
}

export default function Applications() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation('applications');
  const [params] = useSearchParams();
  const href = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    if (!('page' in change)) next.delete('page');
    const s = next.toString();
    return s ? `?${s}` : '.';
  };
  const pages = Math.max(1, Math.ceil(data.total / APPLICATION_PAGE_SIZE));
  return (
    <div className="container-page py-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="mt-1 text-sm text-gray-600">
            {t('lead', { count: data.all, max: MAX_APPLICATIONS })}
          </p>
        </div>
        <nav aria-label={t('views.label')} className="flex gap-2">
          {(['list', 'board'] as const).map((v) => (
            <Link
              key={v}
              to={href({ view: v === 'list' ? null : v, status: null })}
              aria-current={data.view === v ? 'page' : undefined}
              className="btn-ghost min-h-9 px-3 text-sm aria-[current=page]:bg-primary-50 aria-[current=page]:font-semibold"
            >
              {t(`views.${v}`)}
            </Link>
          ))}
        </nav>
      </header>

      <details className="mt-6 rounded-2xl border border-gray-200 p-4" open={data.all === 0}>
        <summary className="cursor-pointer font-semibold">{t('actions.add')}</summary>
        <p className="mt-2 text-sm text-gray-600">{t('addHint')}</p>
        <div className="mt-3">
          <ApplicationForm intent="create" resumes={data.resumes} companies={data.companies} />
        </div>
      </details>

      {data.view === 'list' ? (
        <>
          <nav
            aria-label={t('filters.label')}
            className="mt-6 flex flex-wrap gap-2"
            data-testid="status-filters"
          >
            <Link
              to={href({ status: null })}
              aria-current={!data.status ? 'page' : undefined}
              className={CHIP}
            >
              {t('filters.all')} ({data.all})
            </Link>
            {APPLICATION_STATUSES.map((s) => (
              <Link
                key={s}
                to={href({ status: s })}
                aria-current={data.status === s ? 'page' : undefined}
                className={CHIP}
              >
                {t(`status.${s}`)} ({data.counts[s] ?? 0})
              </Link>
            ))}
          </nav>
          <ApplicationList rows={data.rows} today={data.today} />
          <Pager
            page={data.page}
            hasNext={data.page < pages}
            href={(page) => href({ page: String(page) })}
            status={`${data.page} / ${pages}`}
            label={t('pages')}
            className="mt-4"
          />
        </>
      ) : (
        <ApplicationBoard rows={data.rows} today={data.today} />
      )}

      <CalendarLink url={data.calendarUrl} />
      {data.share ? <ShareListBox state={data.share} /> : null}
    </div>
  );
}
