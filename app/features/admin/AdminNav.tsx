import { NavLink } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';

/** The operator console's tabs. */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const domain = useDomain();
  const item = (to: string, label: string) => (
    <NavLink
      to={tenantPath(domain, to)}
      className={({ isActive }) => `rounded-lg px-3 py-2 ${isActive ? 'bg-primary-100 font-semibold' : ''}`}
    >
      {label}
    </NavLink>
  );
  return (
    <nav aria-label={t('title')} className="mt-4 flex flex-wrap gap-2 text-sm">
      {item('/admin/goods', t('nav.goods'))}
      {item('/admin/orders', t('nav.orders'))}
      {item('/admin/refunds', t('nav.refunds'))}
      {item('/admin/announcements', t('nav.announcements'))}
      {item('/admin/coupons', t('nav.coupons'))}
      {item('/admin/agencies', t('nav.agencies'))}
      {item('/admin/purchase-codes', t('nav.codes'))}
      {item('/admin/periods', t('nav.periods'))}
    </nav>
  );
}

/** A JSON snapshot in the operator log, readable. */
export function Snapshot({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span>-</span>;
  return (
    <pre className="max-w-xs overflow-x-auto whitespace-pre-wrap text-xs">
      {JSON.stringify(value, null, 1)}
    </pre>
  );
}

/** One line of a detail page's definition list; '-' when there is no value. */
export function DetailLine({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-gray-600">{label}</dt>
      <dd className="text-right">{value || '-'}</dd>
    </div>
  );
}
