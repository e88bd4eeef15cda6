import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { AdminNav } from '~/features/admin/AdminNav';
import { requireOperator } from '~/features/accounts/guards.server';
import { agencyList, setAgencyStatus, setTenantActive } from '~/features/admin/agencies-admin.server';
import { formatBizNo } from '~/features/agencies/bizno';
import { formatDate } from '~/lib/format';
import { agencyRowSchema } from '~/features/admin/agency-schemas';
import { parseOrThrow, readFormData } from '~/lib/form.server';
import { httpError } from '~/lib/http.server';
import { getFixedT } from '~/lib/i18n.server';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { titleMeta } from '~/lib/meta';
import { TableScroll } from '~/ui/TableScroll';

export const handle = { i18n: ['admin'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(context);
  const q = new URL(request.url).searchParams.get('q') ?? '';
  const [t, rows] = await Promise.all([getFixedT(request, 'admin'), agencyList(q)]);
  return {
    title: t('agencies.title'),
    q: q.slice(0, 50),
    items: rows.map((r) => ({ ...r, bizNo: formatBizNo(r.bizNo), createdAt: formatDate(r.createdAt) })),
  };
}

export const meta = titleMeta;

/** Suspend / reinstate an institution, deactivate / reactivate its tenant (each logged). */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(context);
  const { intent, agencyId } = parseOrThrow(await readFormData(request), agencyRowSchema);
  const done =
    intent === 'suspend' || intent === 'reinstate'
      ? await setAgencyStatus(operator, agencyId, intent === 'suspend' ? 'SUSPENDED' : 'ACTIVE')
      : await setTenantActive(operator, agencyId, intent === 'activate');
  if (!done) throw httpError(404);
  const back = new URL(request.url).search;
  return redirectWithToast(`${tenantPath(context.tenant.domain, '/admin/agencies')}${back}`, {
    type: 'success',
    key: 'admin:agencies.saved',
  });
}

export default function AdminAgencies() {
  const { q, items } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const button = (agencyId: number, intent: string, label: string) => (
    <Form method="post" className="inline">
      <input type="hidden" name="agencyId" value={agencyId} />
      <button type="submit" name="intent" value={intent} className="min-h-6 text-primary-700 underline">
        {label}
      </button>
    </Form>
  );
  return (
    <div className="container-page max-w-6xl py-10">
      <h1 className="text-2xl font-bold">{t('agencies.title')}</h1>
      <AdminNav />
      <Form method="get" className="mt-6 flex gap-2">
        <label htmlFor="agency-search" className="sr-only">
          {t('agencies.search')}
        </label>
        <input
          id="agency-search"
          name="q"
          defaultValue={q}
          placeholder={t('agencies.search')}
          className="block w-full max-w-sm rounded-lg border border-gray-300 px-3 py-2 text-sm"
        />
        <button type="submit" className="btn-secondary">
          {t('agencies.searchSubmit')}
        </button>
      </Form>
      <p className="mt-2 text-xs text-gray-600">{t('agencies.cacheNote')}</p>
      {items.length === 0 ? (
        <p className="mt-6 text-sm text-gray-600">{t('agencies.none')}</p>
      ) : (
        <TableScroll label={t('agencies.title')} className="mt-6">
          <table className="w-full text-left text-sm" data-testid="agencies-table">
            <thead className="border-b text-gray-600">
              <tr>
                {[
                  'name',
                  'bizNo',
                  'domain',
                  'staff',
                  'members',
                  'periods',
                  'status',
                  'tenant',
                  'created',
                ].map((k) => (
                  <th key={k} className="py-2 pr-2">
                    {t(`agencies.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((a) => (
                <tr
                  key={a.id}
                  className="border-b border-gray-100 align-top"
                  data-testid={`agency-${a.domain}`}
                >
                  <td className="py-2 pr-2 font-medium">{a.name}</td>
                  <td className="py-2 pr-2">{a.bizNo}</td>
                  <td className="py-2 pr-2">/{a.domain}</td>
                  <td className="py-2 pr-2">{a.loginIds}</td>
                  <td className="py-2 pr-2">{a.members}</td>
                  <td className="py-2 pr-2">{a.periods}</td>
                  <td className="py-2 pr-2">
                    {t(`agencies.statuses.${a.status}`)}
                    <br />
                    {button(
                      a.id,
                      a.status === 'ACTIVE' ? 'suspend' : 'reinstate',
                      t(a.status === 'ACTIVE' ? 'agencies.suspend' : 'agencies.reinstate'),
                    )}
                  </td>
                  <td className="py-2 pr-2">
                    {t(a.tenantActive ? 'agencies.tenantOn' : 'agencies.tenantOff')}
                    <br />
                    {button(
                      a.id,
                      a.tenantActive ? 'deactivate' : 'activate',
                      t(a.tenantActive ? 'agencies.deactivate' : 'agencies.activate'),
                    )}
                  </td>
                  <td className="py-2 pr-2">{a.createdAt}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
