import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { AdminNav } from '~/features/admin/AdminNav';
import { ConsoleTable, RowActionForm } from '~/features/admin/ConsoleList';
import { requireOperator } from '~/features/accounts/guards.server';
import {
  agencyGoods,
  createPurchaseCode,
  purchaseCodeList,
  setPurchaseCodeActive,
} from '~/features/admin/agencies-admin.server';
import { AdminInput } from '~/features/admin/AdminInput';
import { purchaseCodeRowSchema, purchaseCodeSchema } from '~/features/admin/agency-schemas';
import { formatMoney } from '~/lib/money';
import { formatDate } from '~/lib/format';
import { readFormData } from '~/lib/form.server';
import { listPageAction } from '~/features/admin/list-page-action.server';
import { httpError } from '~/lib/http.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { SubmitButton } from '~/ui/SubmitButton';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['admin'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(context);
  const lng = await getLanguage(request);
  const [t, codes, goods] = await Promise.all([getFixedT(lng, 'admin'), purchaseCodeList(), agencyGoods()]);
  return {
    title: t('codes.title'),
    goods: goods.map((g) => ({ code: g.code, name: g.name, currency: g.currency })),
    items: codes.map((c) => ({
      ...c,
      price: formatMoney(c.amount, c.currency, lng),
      validFrom: formatDate(c.validFrom),
      validTo: formatDate(c.validTo),
    })),
  };
}

export const meta = titleMeta;

/** Create a code, or deactivate / reactivate one (each logged). */
export async function action({ request, context }: ActionFunctionArgs) {
  return listPageAction(context, await readFormData(request), {
    path: '/admin/purchase-codes',
    create: {
      intent: 'create',
      schema: purchaseCodeSchema,
      save: createPurchaseCode,
      toast: 'admin:codes.created',
    },
    row: {
      schema: purchaseCodeRowSchema,
      act: async (operator, { intent, id }) => {
        if (!(await setPurchaseCodeActive(operator, id, intent === 'activate'))) throw httpError(404);
        return { type: 'success', key: 'admin:agencies.saved' };
      },
    },
  });
}

const loadValidation = () => import('~/features/admin/validation').then((m) => m.validatePurchaseCode);

export default function AdminPurchaseCodes() {
  const { items, goods } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation('admin');
  const form = useCheckedForm(lastResult, loadValidation);
  const text = (name: string, label: string, type = 'text') => (
    <AdminInput form={form} name={name} id={`code-${name}`} label={label} type={type} />
  );
  return (
    <div className="container-page max-w-6xl py-10">
      <h1 className="text-2xl font-bold">{t('codes.title')}</h1>
      <AdminNav />
      <ConsoleTable
        label={t('codes.title')}
        headers={['code', 'anyAgency', 'goods', 'seats', 'price', 'validTo', 'orders', 'active'].map((k) =>
          t(k === 'anyAgency' ? 'periods.agency' : `codes.${k}`),
        )}
        count={items.length}
        empty={t('codes.none')}
        testId="codes-table"
      >
        {items.map((c) => (
          <tr key={c.id} className="border-b border-gray-100" data-testid={`code-${c.code}`}>
            <td className="py-2 pr-2 font-mono">{c.code}</td>
            <td className="py-2 pr-2">{c.agencyName ?? t('codes.anyAgency')}</td>
            <td className="py-2 pr-2">{c.goodsName}</td>
            <td className="py-2 pr-2">{c.seats}</td>
            <td className="py-2 pr-2">{c.price}</td>
            <td className="py-2 pr-2">
              {c.validFrom} ~ {c.validTo}
            </td>
            <td className="py-2 pr-2">{c.orders}</td>
            <td className="py-2 pr-2">
              <RowActionForm
                id={c.id}
                intent={c.active ? 'deactivate' : 'activate'}
                label={t(c.active ? 'codes.deactivate' : 'codes.activate')}
              />
            </td>
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
        {text('code', t('codes.code'))}
        {text('agency', t('codes.agency'))}
        <AdminInput form={form} name="goodsCode" id="code-goodsCode" label={t('codes.goods')}>
          {(props) => (
            <select {...props}>
              {goods.map((g) => (
                <option key={g.code} value={g.code}>
                  {g.name} ({g.currency})
                </option>
              ))}
            </select>
          )}
        </AdminInput>
        {text('seats', t('codes.seats'), 'number')}
        {text('price', t('codes.price'))}
        {text('validFrom', t('codes.validFrom'), 'date')}
        {text('validTo', t('codes.validTo'), 'date')}
        <p className="text-xs text-gray-600 sm:col-span-2">{t('codes.codeHint')}</p>
        <div className="sm:col-span-2">
          <SubmitButton intent="create" className="btn-primary">
            {t('codes.create')}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
