import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requireStaffOfTenant } from '~/features/agencies/staff-guards.server';
import { cohortDashboard } from '~/features/agencies/cohort-dashboard.server';
import { CohortDashboard } from '~/features/agencies/ui/CohortDashboard';
import { DeadlineBadge } from '~/features/applications/ui/DeadlineBadge';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { pageOf } from '~/lib/paging';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['agencyDashboard', 'culture', 'applications'] };

/** The institution's cohort: its own staff, under its own path; anyone else gets the 404 page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const account = await requireStaffOfTenant(request, context);
  const [t, data] = await Promise.all([
    getFixedT(request, 'agencyDashboard'),
    getLanguage(request).then((lng) => cohortDashboard(account.agency.id, pageOf(request), lng)),
  ]);
  return { title: t('title'), name: account.agency.name, ...data };
}

export const meta = titleMeta;

export default function CohortDashboardPage() {
  const { title: _title, name, ...data } = useLoaderData<typeof loader>();
  return (
    <CohortDashboard
      name={name}
      data={data}
      deadlineBadge={(deadline, today) => <DeadlineBadge deadline={deadline} today={today} />}
    />
  );
}
