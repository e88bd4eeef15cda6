import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { benefitText } from '~/features/coupons/CouponWallet';
import { Pager } from '~/ui/Pager';
import { requireMember } from '~/features/accounts/guards.server';
import { COUPON_PAGE_SIZE } from '~/features/coupons/schemas';
import { walletPage, type WalletCoupon } from '~/features/coupons/wallet.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { pageOf } from '~/lib/paging';
import { tenantPath, useDomain } from '~/lib/root-data';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['coupons'] };

/** The usage history pages by 10 (spec §9: history and ticket pages 10; the wallet itself 15). */
const COUPON_HISTORY_PAGE_SIZE = 10;

/**
 * Coupon usage history (spec §2): a table on desktop, cards on mobile, 10 a page. Its rows are the
 * wallet's (15 a page), so a history page is read from the one or two wallet pages it overlaps.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireMember(request, context);
  const page = pageOf(request);
  const lng = await getLanguage(request);
  const first = (page - 1) * COUPON_HISTORY_PAGE_SIZE;
  // The wallet pages holding this page's rows and the row after them (whether there is a next page).
  const walletPages = [
    ...new Set([first, first + COUPON_HISTORY_PAGE_SIZE].map((i) => Math.floor(i / COUPON_PAGE_SIZE) + 1)),
  ];
  const [t, ...chunks] = await Promise.all([
    getFixedT(lng, 'coupons'),
    ...walletPages.map((p) => walletPage(viewer.id, p, lng)),
  ]);
  const rows = chunks.flatMap((chunk) => chunk.items);
  const start = first - (walletPages[0] - 1) * COUPON_PAGE_SIZE;
  return {
    title: t('history.title'),
    page,
    items: rows.slice(start, start + COUPON_HISTORY_PAGE_SIZE),
    hasNext: rows.length > start + COUPON_HISTORY_PAGE_SIZE,
  };
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
      <Pager page={page} hasNext={hasNext} label={t('wallet.page', { page })} />
    </div>
  );
}
