import { NavLink } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { DetailLine as OrderDetailLine } from '~/features/orders';

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

/** One line of a console detail page: a value the record does not have says so in words, never "null". */
export function DetailLine({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useTranslation('admin');
  return <OrderDetailLine label={label} value={value} empty={t('log.none')} />;
}
