import { useTranslation } from '~/lib/i18n-react';
import type { BusinessInfo } from './purchase.server';

/** An institution order's business information (spec: order detail "business info if present"). */
export function BusinessInfoSection({ business }: { business: BusinessInfo }) {
  const { t } = useTranslation('agencyPurchase');
  const rows: [string, string][] = [
    [t('business.name'), business.name],
    [t('business.bizNo'), business.bizNo],
    [t('business.email'), business.email],
    [t('business.seats'), t('offer.seatsValue', { n: business.seats })],
  ];
  return (
    <section
      aria-labelledby="business-title"
      className="mt-6 rounded-2xl border border-gray-200 p-5"
      data-testid="business-info"
    >
      <h2 id="business-title" className="font-semibold">
        {t('business.title')}
      </h2>
      <dl className="mt-2 divide-y divide-gray-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-gray-600">{label}</dt>
            <dd className="text-right">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
