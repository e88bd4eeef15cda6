import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { AdminNav } from '~/features/admin/AdminNav';
import { CONSOLE_INPUT } from '~/features/admin/ConsoleList';
import { TranslationFields } from '~/features/admin/TranslationFields';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { issuanceCreateAction, issuanceListData } from '~/features/coupons/admin-pages.server';
import { COUPON_KINDS } from '~/features/coupons/kinds';
import { readFormData } from '~/lib/form.server';
import { redirectWithToast } from '~/lib/toast.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { SubmitButton } from '~/ui/SubmitButton';
import { titleMeta } from '~/lib/meta';
import { TableScroll } from '~/ui/TableScroll';

export const handle = { i18n: ['admin', 'coupons'] };

export function loader({ request, context }: LoaderFunctionArgs) {
  return issuanceListData(request, context);
}

export const meta = titleMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await issuanceCreateAction(context, await readFormData(request));
  if (result.type === 'redirect') return redirectWithToast(result.to, result.toast);
  return data({ result: result.reply }, { status: 400 });
}

const loadValidation = () => import('~/features/coupons/admin-validation').then((m) => m.validateIssuance);

export default function AdminCoupons() {
  const { items, goods } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation('coupons');
  const domain = useDomain();
  const form = useCheckedForm(failed?.result, loadValidation);
  const errors = form.errors;
  const field = (name: string, label: string, input: React.ReactNode) => (
    <div>
      <label htmlFor={`issuance-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      {input}
      {errors[name]?.length ? (
        <p className="mt-1 text-sm text-red-600" role="alert">
          {t(errors[name]![0])}
        </p>
      ) : null}
    </div>
  );
  return (
    <div className="container-page max-w-5xl py-10">
      <h1 className="text-2xl font-bold">{t('admin.title')}</h1>
      <AdminNav />
      {items.length === 0 ? (
        <p className="mt-6 text-sm text-gray-600">{t('admin.none')}</p>
      ) : (
        <TableScroll label={t('admin.title')} className="mt-6">
          <table className="w-full text-left text-sm">
            <thead className="border-b text-gray-500">
              <tr>
                <th className="py-2">{t('admin.name')}</th>
                <th className="py-2">{t('admin.kind')}</th>
                <th className="py-2">{t('history.period')}</th>
                <th className="py-2">{t('admin.issued')}</th>
                <th className="py-2">{t('history.availability')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={i.id} className="border-b border-gray-100">
                  <td className="py-2">
                    <Link
                      to={tenantPath(domain, `/admin/coupons/${i.id}`)}
                      className="text-primary-700 underline"
                    >
                      {i.name}
                    </Link>
                  </td>
                  <td className="py-2">
                    {i.kind} {i.value !== '-' ? i.value : ''}
                  </td>
                  <td className="py-2">{i.period}</td>
                  <td className="py-2">
                    {i.issued} / {i.totalLimit ?? '∞'} ({t('admin.perUserLimit')} {i.perUserLimit})
                  </td>
                  <td className="py-2">{i.active ? t('admin.active') : t('admin.inactive')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <section className="mt-10" aria-labelledby="create-title">
        <h2 id="create-title" className="text-lg font-semibold">
          {t('admin.create')}
        </h2>
        <Form method="post" {...form.props} className="mt-4 grid gap-4 sm:grid-cols-2">
          {field(
            'name',
            t('admin.name'),
            <input
              id="issuance-name"
              name="name"
              defaultValue={form.typed('name')}
              required
              maxLength={100}
              className={CONSOLE_INPUT}
            />,
          )}
          {field(
            'description',
            t('admin.description'),
            <input
              id="issuance-description"
              name="description"
              defaultValue={form.typed('description')}
              maxLength={500}
              className={CONSOLE_INPUT}
            />,
          )}
          <TranslationFields values={form.values({})} errors={errors} idPrefix="issuance" />
          {field(
            'kind',
            t('admin.kind'),
            <select
              id="issuance-kind"
              name="kind"
              className={CONSOLE_INPUT}
              defaultValue={form.typed('kind', 'DISCOUNT_PERCENT')}
            >
              {COUPON_KINDS.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>,
          )}
          {field(
            'value',
            t('admin.value'),
            <input
              id="issuance-value"
              name="value"
              defaultValue={form.typed('value')}
              maxLength={12}
              className={CONSOLE_INPUT}
            />,
          )}
          {field(
            'currency',
            t('admin.currency'),
            <select
              id="issuance-currency"
              name="currency"
              className={CONSOLE_INPUT}
              defaultValue={form.typed('currency')}
            >
              <option value="">-</option>
              <option value="KRW">KRW</option>
              <option value="USD">USD</option>
            </select>,
          )}
          {field(
            'goodsCode',
            t('admin.goods'),
            <select
              id="issuance-goodsCode"
              name="goodsCode"
              className={CONSOLE_INPUT}
              defaultValue={form.typed('goodsCode')}
            >
              <option value="">-</option>
              {goods.map((g) => (
                <option key={g.code} value={g.code}>
                  {g.code} · {g.name}
                </option>
              ))}
            </select>,
          )}
          {field(
            'tenantDomain',
            t('admin.tenant'),
            <input
              id="issuance-tenantDomain"
              name="tenantDomain"
              defaultValue={form.typed('tenantDomain')}
              maxLength={10}
              className={CONSOLE_INPUT}
            />,
          )}
          {field(
            'sharedCode',
            t('admin.sharedCode'),
            <input
              id="issuance-sharedCode"
              name="sharedCode"
              defaultValue={form.typed('sharedCode')}
              maxLength={40}
              className={CONSOLE_INPUT}
            />,
          )}
          {field(
            'validFrom',
            t('admin.validFrom'),
            <input
              id="issuance-validFrom"
              name="validFrom"
              defaultValue={form.typed('validFrom')}
              type="date"
              required
              className={CONSOLE_INPUT}
            />,
          )}
          {field(
            'validTo',
            t('admin.validTo'),
            <input
              id="issuance-validTo"
              name="validTo"
              defaultValue={form.typed('validTo')}
              type="date"
              required
              className={CONSOLE_INPUT}
            />,
          )}
          {field(
            'totalLimit',
            t('admin.totalLimit'),
            <input
              id="issuance-totalLimit"
              name="totalLimit"
              defaultValue={form.typed('totalLimit')}
              inputMode="numeric"
              className={CONSOLE_INPUT}
            />,
          )}
          {field(
            'perUserLimit',
            t('admin.perUserLimit'),
            <input
              id="issuance-perUserLimit"
              name="perUserLimit"
              inputMode="numeric"
              defaultValue={form.typed('perUserLimit', '1')}
              required
              className={CONSOLE_INPUT}
            />,
          )}
          <div className="sm:col-span-2">
            <SubmitButton intent="create" className="btn-primary">
              {t('admin.save')}
            </SubmitButton>
          </div>
        </Form>
      </section>
    </div>
  );
}
