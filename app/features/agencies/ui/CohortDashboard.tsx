import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import type { CohortDashboardData } from '../cohort-dashboard.server';
import { dayLabel, Panel, Table, useCharts } from './DashboardPanel';
import { Pager } from '~/ui/Pager';

const TYPE_SCALE = {
  A: 'aggressive',
  I: 'initiative',
  R: 'responsible',
  T: 'individual',
  C: 'communication',
} as const;

/**
 * The institution's cohort: members, seats, types and scores, letters, applications and their funnel,
 * upcoming deadlines and what members shared. Each chart has a table with its numbers (JavaScript off too).
 * The deadline badge comes from the applications feature, through the route.
 */
export function CohortDashboard({
  name,
  data: {
    page,
    members,
    seats,
    culture,
    letters,
    shared,
    applications,
    funnel,
    deadlines,
    sharedLists,
    practice,
  },
  deadlineBadge,
}: {
  name: string;
  data: CohortDashboardData;
  deadlineBadge: (deadline: string, today: string) => ReactNode;
}) {
  const { t } = useTranslation('agencyDashboard');
  const domain = useDomain();
  const charts = useCharts();
  const typeLabel = (group: keyof typeof TYPE_SCALE) => t(`culture:scales.${TYPE_SCALE[group]}`);
  return (
    <div className="container-page max-w-5xl space-y-6 py-10">
      <div>
        <h1 className="text-2xl font-bold">
          {t('title')} · {name}
        </h1>
        <p className="mt-1 text-sm text-gray-600">{t('lead')}</p>
      </div>

      <Panel
        id="dashboard-members"
        title={`${t('members.title')} · ${t('members.total', { n: members.total })}`}
      >
        {members.items.length ? (
          <Table
            testId="members-table"
            head={[
              t('members.name'),
              t('members.joined'),
              t('members.diagnosed'),
              t('members.resumes'),
              t('members.letters'),
            ]}
            rows={members.items.map((m) => [
              m.name,
              m.joined,
              m.diagnosed ? t('members.yes') : t('members.no'),
              m.resumes,
              m.letters,
            ])}
          />
        ) : (
          <p className="mt-3 text-sm text-gray-600">{t('members.empty', { domain })}</p>
        )}
        <Pager page={page} hasNext={members.hasNext} label={t('members.title')} className="mt-3" />
      </Panel>

      <div className="grid gap-6 md:grid-cols-2">
        <Panel id="dashboard-seats" title={t('seats.title')}>
          <p className="mt-1 text-sm text-gray-600">{t('seats.inForce', { n: seats.seatsInForce })}</p>
          {charts && seats.weeks.length ? (
            <charts.LinePoints
              label={t('seats.title')}
              points={seats.weeks.map((w) => ({ label: w.week.slice(5), value: w.total }))}
            />
          ) : null}
          {seats.weeks.length ? (
            <Table
              testId="seats-table"
              head={[t('seats.week'), t('seats.taken'), t('seats.total')]}
              rows={seats.weeks.map((w) => [w.week.replace(/-/g, '.'), w.taken, w.total])}
            />
          ) : (
            <p className="mt-3 text-sm text-gray-600">{t('seats.empty')}</p>
          )}
        </Panel>

        <Panel id="dashboard-types" title={t('types.title')}>
          <p className="mt-1 text-sm text-gray-600">{t('types.diagnosed', { n: culture.diagnosed })}</p>
          {charts && culture.diagnosed ? (
            <charts.BarPoints
              label={t('types.title')}
              points={culture.types.map((x) => ({ label: typeLabel(x.group), value: x.count }))}
            />
          ) : null}
          <Table
            testId="types-table"
            head={[t('types.type'), t('types.count')]}
            rows={culture.types.map((x) => [typeLabel(x.group), x.count])}
          />
        </Panel>

        <Panel id="dashboard-scores" title={t('scores.title')}>
          {charts && culture.diagnosed ? (
            <charts.BarPoints
              label={t('scores.title')}
              max={10}
              points={culture.averages.map((a) => ({
                label: t(`culture:scales.${a.scale}`),
                value: a.average ?? 0,
              }))}
            />
          ) : null}
          <Table
            testId="scores-table"
            head={[t('scores.scale'), t('scores.average')]}
            rows={culture.averages.map((a) => [t(`culture:scales.${a.scale}`), a.average ?? '-'])}
          />
        </Panel>

        <Panel id="dashboard-letters" title={t('letters.title')}>
          {charts ? (
            <charts.BarPoints
              label={t('letters.title')}
              points={letters.map((w) => ({ label: w.week.slice(5), value: w.letters }))}
            />
          ) : null}
          <Table
            testId="letters-table"
            head={[t('letters.week'), t('letters.letters')]}
            rows={letters.map((w) => [w.week.replace(/-/g, '.'), w.letters])}
          />
        </Panel>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <Panel id="dashboard-applications" title={t('applications.title')}>
          <p className="mt-1 text-sm text-gray-600">{t('applications.countsOnly')}</p>
          {charts ? (
            <charts.BarPoints
              label={t('applications.title')}
              points={applications.map((w) => ({ label: w.week.slice(5), value: w.applications }))}
            />
          ) : null}
          <Table
            testId="applications-table"
            head={[t('applications.week'), t('applications.applications')]}
            rows={applications.map((w) => [dayLabel(w.week), w.applications])}
          />
        </Panel>

        <Panel id="dashboard-interview" title={t('interview.title')}>
          <p className="mt-1 text-sm text-gray-600">{t('interview.countsOnly')}</p>
          <Table
            testId="interview-practice-table"
            head={[t('interview.week'), t('interview.practised')]}
            rows={practice.map((w) => [dayLabel(w.week), w.practised])}
          />
        </Panel>

        <Panel id="dashboard-funnel" title={t('funnel.title')}>
          <p className="mt-1 text-sm text-gray-600">{t('funnel.lead', { n: funnel.total })}</p>
          {charts && funnel.total ? (
            <charts.BarPoints
              label={t('funnel.title')}
              points={funnel.stages.map((s) => ({
                label: t(`applications:status.${s.stage}`),
                value: s.count,
              }))}
            />
          ) : null}
          <Table
            testId="funnel-table"
            head={[t('funnel.stage'), t('funnel.applications'), t('funnel.ofSubmitted')]}
            rows={funnel.stages.map((s) => [
              t(`applications:status.${s.stage}`),
              s.count,
              funnel.stages[0].count ? `${Math.round((s.count / funnel.stages[0].count) * 100)}%` : '-',
            ])}
          />
        </Panel>
      </div>

      <Panel id="dashboard-deadlines" title={t('deadlines.title')}>
        <p className="mt-1 text-sm text-gray-600">{t('deadlines.lead', { n: deadlines.total })}</p>
        {charts && deadlines.total ? (
          <charts.BarPoints
            label={t('deadlines.title')}
            points={deadlines.days.map((d) => ({ label: d.day.slice(5), value: d.applications }))}
          />
        ) : null}
        <Table
          testId="deadlines-table"
          head={[t('deadlines.day'), t('deadlines.applications')]}
          rows={deadlines.days.map((d) => [dayLabel(d.day), d.applications])}
        />
        <h3 className="mt-4 text-sm font-semibold">{t('deadlines.sharedTitle')}</h3>
        {deadlines.named.length ? (
          <Table
            testId="deadlines-named"
            head={[
              t('deadlines.deadline'),
              t('deadlines.member'),
              t('deadlines.company'),
              t('deadlines.posting'),
            ]}
            rows={deadlines.named.map((d) => [
              <span key={d.id} className="flex flex-wrap items-center gap-2">
                {dayLabel(d.deadline)}
                {deadlineBadge(d.deadline, deadlines.today)}
              </span>,
              <Link
                key={`m${d.id}`}
                to={tenantPath(domain, `/agency/applications/${d.userId}`)}
                className="text-primary-700 underline"
              >
                {d.member}
              </Link>,
              d.company,
              d.posting ?? '-',
            ])}
          />
        ) : (
          <p className="mt-2 text-sm text-gray-600">{t('deadlines.noneShared')}</p>
        )}
        {deadlines.namedMore ? (
          <p className="mt-2 text-sm text-gray-600">{t('deadlines.namedMore', { n: deadlines.namedMore })}</p>
        ) : null}
        <p className="mt-2 text-sm text-gray-600" data-testid="deadlines-unnamed">
          {t('deadlines.unnamed', { n: deadlines.unnamed })}
        </p>
      </Panel>

      <Panel id="dashboard-shared" title={t('shared.title')}>
        {shared.length ? (
          <Table
            testId="shared-table"
            head={[t('shared.member'), t('shared.resume'), t('shared.sharedAt'), { hidden: t('openColumn') }]}
            rows={shared.map((s) => [
              s.member,
              s.title ?? t('shared.untitled'),
              s.sharedAt,
              <Link
                key={s.id}
                to={tenantPath(domain, `/agency/shared/${s.id}`)}
                className="text-primary-700 underline"
              >
                {t('shared.open')}
              </Link>,
            ])}
          />
        ) : (
          <p className="mt-3 text-sm text-gray-600">{t('shared.empty')}</p>
        )}
      </Panel>

      <Panel id="dashboard-shared-applications" title={t('sharedApplications.title')}>
        {sharedLists.length ? (
          <Table
            testId="shared-applications-table"
            head={[
              t('sharedApplications.member'),
              t('sharedApplications.applications'),
              t('sharedApplications.sharedAt'),
              { hidden: t('openColumn') },
            ]}
            rows={sharedLists.map((s) => [
              s.member,
              s.applications,
              s.sharedAt,
              <Link
                key={s.id}
                to={tenantPath(domain, `/agency/applications/${s.id}`)}
                className="text-primary-700 underline"
              >
                {t('sharedApplications.open')}
              </Link>,
            ])}
          />
        ) : (
          <p className="mt-3 text-sm text-gray-600">{t('sharedApplications.empty')}</p>
        )}
      </Panel>
    </div>
  );
}
