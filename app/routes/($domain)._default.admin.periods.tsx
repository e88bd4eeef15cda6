import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { AdminNav } from '~/features/admin/AdminNav';
import { requireOperator } from '~/features/accounts/guards.server';
import { grantPeriod, periodList, setJoinOpen, setPeriodSeats } from '~/features/admin/agencies-admin.server';
import { grantPeriodSchema, periodSeatsSchema } from '~/features/admin/agency-schemas';
import { formatDate } from '~/lib/format';
import { readFormData } from '~/lib/form.server';
import { httpError } from '~/lib/http.server';
import { getFixedT } from '~/lib/i18n.server';
import { parseRowId } from '~/lib/ids';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { SubmitButton } from '~/ui/SubmitButton';

export const handle = { i18n: ['admin'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(context);
  const [t, rows] = await Promise.all([getFixedT(request, 'admin'), periodList()]);
  return {
    title: t('periods.title'),
    items: rows.map((p) => ({
      ...p,
      startsAt: formatDate(p.startsAt),
      endsAt: formatDate(p.endsAt),
      revoked: Boolean(p.revokedAt),
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

const GRANT_FIELDS = ['agency', 'name', 'seats', 'startsAt', 'endsAt', 'generationLimit'] as const;

/** Close or open joining, set seats (never below those in use), or grant a period by hand (each logged). */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(context);
  const form = await readFormData(request);
  const intent = form.get('intent');
  const back = tenantPath(context.tenant.domain, '/admin/periods');
  if (intent === 'grant') {
    const values = Object.fromEntries(GRANT_FIELDS.map((k) => [k, String(form.get(k) ?? '').slice(0, 120)]));
    const parsed = grantPeriodSchema.safeParse(values);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return data({ errors, values }, { status: 400 });
    }
    const problem = await grantPeriod(operator, parsed.data);
    if (problem) return data({ errors: { [problem.field]: problem.key }, values }, { status: 400 });
    return redirectWithToast(back, { type: 'success', key: 'admin:periods.granted' });
  }
  const id = parseRowId(form.get('id'));
  if (!id) throw httpError(400);
  if (intent === 'close' || intent === 'reopen') {
    if (!(await setJoinOpen(operator, id, intent === 'reopen'))) throw httpError(404);
    return redirectWithToast(back, { type: 'success', key: 'admin:agencies.saved' });
  }
  if (intent !== 'seats') throw httpError(400);
  const seats = periodSeatsSchema.safeParse({ seats: form.get('seats') });
  if (!seats.success) return redirectWithToast(back, { type: 'error', key: 'admin:codes.errors.seats' });
  const outcome = await setPeriodSeats(operator, id, seats.data.seats);
  if (outcome === 'missing') throw httpError(404);
  if (outcome === 'belowUsed')
    return redirectWithToast(back, { type: 'error', key: 'admin:periods.belowUsed' });
  return redirectWithToast(back, { type: 'success', key: 'admin:agencies.saved' });
}

const INPUT = 'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-base sm:text-sm';

export default function AdminPeriods() {
  const { items } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation('admin');
  const errors = answer?.errors ?? {};
  const text = (name: (typeof GRANT_FIELDS)[number], label: string, type = 'text') => (
    <div>
      <label htmlFor={`grant-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`grant-${name}`}
        name={name}
        type={type}
        defaultValue={answer?.values[name] ?? ''}
        className={INPUT}
      />
      {errors[name] ? (
        <p className="mt-1 text-sm text-red-600" role="alert">
          {t(errors[name])}
        </p>
      ) : null}
    </div>
  );
  return (
    <div className="container-page max-w-6xl py-10">
      <h1 className="text-2xl font-bold">{t('periods.title')}</h1>
      <AdminNav />
      {items.length === 0 ? (
        <p className="mt-6 text-sm text-gray-600">{t('periods.none')}</p>
      ) : (
        <table className="mt-6 w-full text-left text-sm" data-testid="periods-table">
          <thead className="border-b text-gray-600">
            <tr>
              {['agency', 'name', 'period', 'seats', 'join', 'source'].map((k) => (
                <th key={k} className="py-2 pr-2">
                  {t(`periods.${k}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((p) => (
              <tr key={p.id} className="border-b border-gray-100 align-top">
                <td className="py-2 pr-2">
                  {p.agencyName} <span className="text-gray-600">/{p.domain}</span>
                </td>
                <td className="py-2 pr-2">{p.name}</td>
                <td className="py-2 pr-2">
                  {p.startsAt} ~ {p.endsAt}
                  {p.revoked ? <span className="block text-red-700">{t('periods.revoked')}</span> : null}
                </td>
                <td className="py-2 pr-2">
                  {p.seatsUsed} / {p.seatsTotal}
                  <Form method="post" className="mt-1 flex items-center gap-1">
                    <input type="hidden" name="id" value={p.id} />
                    <label htmlFor={`seats-${p.id}`} className="sr-only">
                      {t('periods.setSeats')}
                    </label>
                    <input
                      id={`seats-${p.id}`}
                      name="seats"
                      type="number"
                      min={p.seatsUsed || 1}
                      defaultValue={p.seatsTotal}
                      className="w-20 rounded border border-gray-300 px-2 py-1"
                    />
                    <button
                      type="submit"
                      name="intent"
                      value="seats"
                      className="min-h-6 text-primary-700 underline"
                    >
                      {t('periods.setSeats')}
                    </button>
                  </Form>
                </td>
                <td className="py-2 pr-2">
                  {t(p.joinOpen ? 'periods.open' : 'periods.closed')}
                  <Form method="post">
                    <input type="hidden" name="id" value={p.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={p.joinOpen ? 'close' : 'reopen'}
                      className="min-h-6 text-primary-700 underline"
                    >
                      {t(p.joinOpen ? 'periods.close' : 'periods.reopen')}
                    </button>
                  </Form>
                </td>
                <td className="py-2 pr-2">{p.orderId ? t('periods.byOrder') : t('periods.byOperator')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Form
        method="post"
        className="mt-8 grid max-w-2xl gap-4 rounded-2xl border border-gray-200 p-5 sm:grid-cols-2"
        noValidate
      >
        <h2 className="font-semibold sm:col-span-2">{t('periods.grantTitle')}</h2>
        <p className="text-xs text-gray-600 sm:col-span-2">{t('periods.grantHelp')}</p>
        {text('agency', t('codes.agency'))}
        {text('name', t('periods.name'))}
        {text('seats', t('codes.seats'), 'number')}
        {text('generationLimit', t('periods.limit'))}
        {text('startsAt', t('codes.validFrom'), 'date')}
        {text('endsAt', t('codes.validTo'), 'date')}
        <div className="sm:col-span-2">
          <SubmitButton intent="grant" className="btn-primary">
            {t('periods.grant')}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
