import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { benefitText, Pager } from '~/features/coupons/CouponWallet';
import { walletData } from '~/features/coupons/wallet-page.server';
import type { WalletCoupon } from '~/features/coupons/wallet.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['coupons'] };

/** Coupon usage history (spec §2): a table on desktop, cards on mobile. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return walletData(request, context, 'history.title');
}

export const meta = titleMeta;

function Availability({ coupon }: { coupon: WalletCoupon }) {
  const { t } = useTranslation('coupons');
  const text =
    coupon.label === 'used'
      ? t('wallet.used')
      : coupon.label === 'expired'
        ? t('wallet.expired')
        : t('history.available');
  return (
    <span data-testid="coupon-availability" data-label={coupon.label}>
      {text}
    </span>
  );
}

export default function CouponHistoryPage() {
  const { items, page, hasNext } = useLoaderData<typeof loader>();
  const { t } = useTranslation('coupons');
  const domain = useDomain();
  const period = (c: WalletCoupon) => t('wallet.period', { start: c.start, end: c.end });
  return (
    <div className="container-page max-w-4xl py-10">
      <Link to={tenantPath(domain, '/account/me/coupon')} className="text-sm text-primary-700">
        ← {t('history.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t('history.title')}</h1>
      {items.length === 0 ? (
        <p className="mt-6 text-gray-600">{t('history.empty')}</p>
      ) : (
        <>
          <table className="mt-6 hidden w-full text-left text-sm md:table" data-testid="coupon-history-table">
            <thead className="border-b border-gray-200 text-gray-500">
              <tr>
                <th className="py-2">{t('history.name')}</th>
                <th className="py-2">{t('history.benefit')}</th>
                <th className="py-2">{t('history.period')}</th>
                <th className="py-2">{t('history.usedAt')}</th>
                <th className="py-2">{t('history.availability')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((c) => (
                <tr key={c.id} className="border-b border-gray-100" data-testid="coupon-history-row">
                  <td className="py-3 font-medium">{c.name}</td>
                  <td className="py-3">{benefitText(t, c)}</td>
                  <td className="py-3">{period(c)}</td>
                  <td className="py-3">{c.usedAt ?? '-'}</td>
                  <td className="py-3">
                    <Availability coupon={c} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-6 space-y-3 md:hidden" data-testid="coupon-history-cards">
            {items.map((c) => (
              <li key={c.id} className="rounded-2xl border border-gray-200 p-4 text-sm">
                <p className="font-bold">{c.name}</p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  <dt className="text-gray-500">{t('history.benefit')}</dt>
                  <dd>{benefitText(t, c)}</dd>
                  <dt className="text-gray-500">{t('history.period')}</dt>
                  <dd>{period(c)}</dd>
                  <dt className="text-gray-500">{t('history.usedAt')}</dt>
                  <dd>{c.usedAt ?? '-'}</dd>
                  <dt className="text-gray-500">{t('history.availability')}</dt>
                  <dd>
                    <Availability coupon={c} />
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager page={page} hasNext={hasNext} />
    </div>
  );
}
