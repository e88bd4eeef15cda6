import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { requireStaff } from '~/features/agencies/staff-guards.server';
import { requireOwnPath } from '~/features/agencies/own-tenant.server';
import { sharedApplicationsOf } from '~/features/agencies/sharing.server';
import { DeadlineBadge } from '~/features/applications/ui/DeadlineBadge';
import { formatDate, koreanDayIso } from '~/lib/format';
import { httpError } from '~/lib/http.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { useTranslation } from '~/lib/i18n-react';
import { parseRowId } from '~/lib/ids';
import { titleMeta } from '~/lib/meta';
import { tenantPath, useDomain } from '~/lib/root-data';
import { TableScroll } from '~/ui/TableScroll';

export const handle = { i18n: ['agencyDashboard', 'applications'] };
export const meta = titleMeta;

/**
 * A member's application list, read-only, for the staff of the institution the member shares it with
 * now (under its own path). Never shared, withdrawn, another institution's member, a member who left or
 * a malformed id: the same 404.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const account = await requireStaff(request, context);
  requireOwnPath(request, context, account);
  const userId = parseRowId(params.userId);
  const lng = await getLanguage(request);
  const shared = userId ? await sharedApplicationsOf(account.agency.id, userId, lng) : null;
  if (!shared) throw httpError(404);
  const t = await getFixedT(request, 'agencyDashboard');
  return {
    title: t('memberApplications.title', { name: shared.member ?? '' }),
    member: shared.member ?? '',
    sharedAt: formatDate(shared.sharedAt),
    today: koreanDayIso(),
    applications: shared.applications.map((a) => ({
      ...a,
      deadlineText: a.deadline ? formatDate(`${a.deadline}T00:00:00+09:00`) : null,
      statusChangedAt: formatDate(a.statusChangedAt),
    })),
  };
}

export default function SharedApplications() {
  const { member, sharedAt, today, applications } = useLoaderData<typeof loader>();
  const { t } = useTranslation('agencyDashboard');
  const domain = useDomain();
  return (
    <div className="container-page max-w-4xl space-y-6 py-10">
      <Link to={tenantPath(domain, '/agency/dashboard')} className="text-sm text-primary-700">
        ← {t('view.back')}
      </Link>
      <div>
        <h1 className="text-2xl font-bold">{t('memberApplications.title', { name: member })}</h1>
        <p className="mt-1 text-sm text-gray-600">{t('memberApplications.lead', { date: sharedAt })}</p>
      </div>
      {applications.length ? (
        <TableScroll
          label={t('memberApplications.title', { name: member })}
          className="rounded-2xl border border-gray-200 p-5"
        >
          <table className="w-full text-left text-sm" data-testid="member-applications">
            <thead className="border-b border-gray-200 text-gray-600">
              <tr>
                <th className="py-2 pr-2 font-medium">{t('memberApplications.company')}</th>
                <th className="py-2 pr-2 font-medium">{t('memberApplications.deadline')}</th>
                <th className="py-2 pr-2 font-medium">{t('memberApplications.status')}</th>
                <th className="py-2 pr-2 font-medium">{t('memberApplications.since')}</th>
              </tr>
            </thead>
            <tbody>
              {applications.map((a) => (
                <tr key={a.id} className="border-b border-gray-100" data-testid="member-application">
                  <td className="py-2 pr-2">
                    <span className="font-medium break-keep">{a.companyName}</span>
                    {a.postingTitle ? (
                      <span className="block text-xs break-keep text-gray-600">{a.postingTitle}</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-2">
                    <span className="flex flex-wrap items-center gap-2">
                      {a.deadlineText ?? null}
                      <DeadlineBadge deadline={a.deadline} today={today} />
                    </span>
                  </td>
                  <td className="py-2 pr-2">{t(`applications:status.${a.status}`)}</td>
                  <td className="py-2 pr-2">{a.statusChangedAt}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p className="text-sm text-gray-600">{t('memberApplications.empty')}</p>
      )}
    </div>
  );
}
