import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { AdminNav } from '~/features/admin/AdminNav';
import { ConsoleTable, RowActionForm } from '~/features/admin/ConsoleList';
import { requireOperator } from '~/features/accounts/guards.server';
import { grantPeriod, periodList, setJoinOpen, setPeriodSeats } from '~/features/admin/agencies-admin.server';
import { AdminInput } from '~/features/admin/AdminInput';
import { grantPeriodSchema, periodRowSchema, periodSeatsSchema } from '~/features/admin/agency-schemas';
import { formatDate } from '~/lib/format';
import { parseSubmission, readFormData } from '~/lib/form.server';
import { listPageAction } from '~/features/admin/list-page-action.server';
import { httpError } from '~/lib/http.server';
import { getFixedT } from '~/lib/i18n.server';
import { SubmitButton } from '~/ui/SubmitButton';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { titleMeta } from '~/lib/meta';

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

export const meta = titleMeta;

/** Close or open joining, set seats (never below those in use), or grant a period by hand (each logged). */
export async function action({ request, context }: ActionFunctionArgs) {
  return listPageAction(context, await readFormData(request), {
    path: '/admin/periods',
    create: { intent: 'grant', schema: grantPeriodSchema, save: grantPeriod, toast: 'admin:periods.granted' },
    row: {
      schema: periodRowSchema,
      act: async (operator, { intent, id }, form) => {
        if (intent === 'close' || intent === 'reopen') {
          if (!(await setJoinOpen(operator, id, intent === 'reopen'))) throw httpError(404);
          return { type: 'success', key: 'admin:agencies.saved' };
        }
        const seats = parseSubmission(form, { schema: periodSeatsSchema });
        if (seats.status !== 'success') return { type: 'error', key: 'admin:codes.errors.seats' };
        const outcome = await setPeriodSeats(operator, id, seats.value.seats);
        if (outcome === 'missing') throw httpError(404);
        if (outcome === 'belowUsed') return { type: 'error', key: 'admin:periods.belowUsed' };
        return { type: 'success', key: 'admin:agencies.saved' };
      },
    },
  });
}

const loadValidation = () => import('~/features/admin/validation').then((m) => m.validateGrantPeriod);

export default function AdminPeriods() {
  const { items } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation('admin');
  const form = useCheckedForm(lastResult, loadValidation);
  const text = (name: string, label: string, type = 'text') => (
    <AdminInput form={form} name={name} id={`grant-${name}`} label={label} type={type} />
  );
  return (
    <div className="container-page max-w-6xl py-10">
      <h1 className="text-2xl font-bold">{t('periods.title')}</h1>
      <AdminNav />
      <ConsoleTable
        label={t('periods.title')}
        headers={['agency', 'name', 'period', 'seats', 'join', 'source'].map((k) => t(`periods.${k}`))}
        count={items.length}
        empty={t('periods.none')}
        testId="periods-table"
      >
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
              <RowActionForm
                id={p.id}
                intent={p.joinOpen ? 'close' : 'reopen'}
                label={t(p.joinOpen ? 'periods.close' : 'periods.reopen')}
              />
            </td>
            <td className="py-2 pr-2">{p.orderId ? t('periods.byOrder') : t('periods.byOperator')}</td>
          </tr>
        ))}
      </ConsoleTable>
      <Form
        // A new form (empty fields) once the list has grown by what it created.
        key={items.length}
        method="post"
        {...form.props}
        className="mt-8 grid max-w-2xl gap-4 rounded-2xl border border-gray-200 p-5 sm:grid-cols-2"
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
