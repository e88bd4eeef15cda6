import { Form, Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { AdminInput, AdminNav, TranslationFields } from '~/features/admin';
import { SubmitButton } from '~/ui/SubmitButton';
import { TableScroll } from '~/ui/TableScroll';
import type { CheckedForm } from '~/ui/useCheckedForm';
import { COUPON_KINDS } from '../kinds';

export type IssuanceRow = {
  id: number;
  name: string;
  kind: string;
  value: string;
  period: string;
  issued: number;
  totalLimit: number | null;
  perUserLimit: number;
  active: boolean;
};

/** The operator's coupon issuances: the list, each linking to its page, and the form that makes one. */
export function IssuanceAdmin({
  items,
  goods,
  form,
}: {
  items: IssuanceRow[];
  goods: { code: string; name: string }[];
  form: CheckedForm;
}) {
  const { t } = useTranslation('coupons');
  return (
    <div className="container-page max-w-5xl py-10">
      <h1 className="text-2xl font-bold">{t('admin.title')}</h1>
      <AdminNav />
      {items.length === 0 ? (
        <p className="mt-6 text-sm text-gray-600">{t('admin.none')}</p>
      ) : (
        <IssuanceTable items={items} />
      )}
      <section className="mt-10" aria-labelledby="create-title">
        <h2 id="create-title" className="text-lg font-semibold">
          {t('admin.create')}
        </h2>
        <IssuanceForm goods={goods} form={form} />
      </section>
    </div>
  );
}

function IssuanceTable({ items }: { items: IssuanceRow[] }) {
  const { t } = useTranslation('coupons');
  const domain = useDomain();
  return (
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
  );
}

function IssuanceForm({ goods, form }: { goods: { code: string; name: string }[]; form: CheckedForm }) {
  const { t } = useTranslation('coupons');
  const input = (name: string, label: string) => ({
    form,
    name,
    id: `issuance-${name}`,
    label,
    ns: 'coupons',
  });
  return (
    <Form method="post" {...form.props} className="mt-4 grid gap-4 sm:grid-cols-2">
      <AdminInput {...input('name', t('admin.name'))}>
        {(p) => <input {...p} required maxLength={100} />}
      </AdminInput>
      <AdminInput {...input('description', t('admin.description'))}>
        {(p) => <input {...p} maxLength={500} />}
      </AdminInput>
      <TranslationFields values={form.values({})} errors={form.errors} idPrefix="issuance" />
      <AdminInput {...input('kind', t('admin.kind'))}>
        {(p) => (
          <select {...p} defaultValue={form.typed('kind', 'DISCOUNT_PERCENT')}>
            {COUPON_KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        )}
      </AdminInput>
      <AdminInput {...input('value', t('admin.value'))}>{(p) => <input {...p} maxLength={12} />}</AdminInput>
      <AdminInput {...input('currency', t('admin.currency'))}>
        {(p) => (
          <select {...p}>
            <option value="">-</option>
            <option value="KRW">KRW</option>
            <option value="USD">USD</option>
          </select>
        )}
      </AdminInput>
      <AdminInput {...input('goodsCode', t('admin.goods'))}>
        {(p) => (
          <select {...p}>
            <option value="">-</option>
            {goods.map((g) => (
              <option key={g.code} value={g.code}>
                {g.code} · {g.name}
              </option>
            ))}
          </select>
        )}
      </AdminInput>
      <AdminInput {...input('tenantDomain', t('admin.tenant'))}>
        {(p) => <input {...p} maxLength={10} />}
      </AdminInput>
      <AdminInput {...input('sharedCode', t('admin.sharedCode'))}>
        {(p) => <input {...p} maxLength={40} />}
      </AdminInput>
      <AdminInput {...input('validFrom', t('admin.validFrom'))}>
        {(p) => <input {...p} type="date" required />}
      </AdminInput>
      <AdminInput {...input('validTo', t('admin.validTo'))}>
        {(p) => <input {...p} type="date" required />}
      </AdminInput>
      <AdminInput {...input('totalLimit', t('admin.totalLimit'))}>
        {(p) => <input {...p} inputMode="numeric" />}
      </AdminInput>
      <AdminInput {...input('perUserLimit', t('admin.perUserLimit'))}>
        {(p) => <input {...p} inputMode="numeric" required defaultValue={form.typed('perUserLimit', '1')} />}
      </AdminInput>
      <div className="sm:col-span-2">
        <SubmitButton intent="create" className="btn-primary">
          {t('admin.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}
