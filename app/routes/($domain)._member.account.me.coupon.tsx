import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { CouponCard, RegisterCouponForm } from '~/features/coupons/CouponWallet';
import { Pager } from '~/ui/Pager';
import { walletAction, walletData } from '~/features/coupons/wallet-page.server';
import { readFormData } from '~/lib/form.server';
import { keepRetryAfter } from '~/lib/rate-limit.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['coupons'] };

/** A 429 from the action keeps its Retry-After on the page that comes back without JavaScript. */
export const headers = keepRetryAfter;

/** My coupons (spec §2): register a code, see the coupons 15 a page, use a GOODS coupon in place. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return walletData(request, context, 'wallet.title');
}

export const meta = titleMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await walletAction(request, context, await readFormData(request));
  if (result instanceof Response) return result;
  if ('limited' in result)
    return data(
      { limited: true as const },
      { status: 429, headers: { 'Retry-After': String(result.retryAfterSec) } },
    );
  return data(result);
}

export default function CouponsPage() {
  const { items, page, hasNext } = useLoaderData<typeof loader>();
  const confirm = useActionData<typeof action>();
  const { t } = useTranslation('coupons');
  const domain = useDomain();
  return (
    <div className="container-page max-w-3xl py-10">
      <div className="flex items-center justify-between text-sm">
        <Link to={tenantPath(domain, '/account/me')} className="text-primary-700">
          ← {t('wallet.back')}
        </Link>
        <Link to={tenantPath(domain, '/account/me/coupon/history')} className="text-primary-700">
          {t('wallet.history')} →
        </Link>
      </div>
      <h1 className="mt-2 text-2xl font-bold">{t('wallet.title')}</h1>
      <RegisterCouponForm
        confirmCode={confirm && 'confirmCode' in confirm ? confirm.confirmCode : null}
        limited={Boolean(confirm && 'limited' in confirm)}
      />
      {items.length === 0 ? (
        <p
          className="mt-8 rounded-2xl border border-dashed border-gray-300 p-10 text-center text-gray-600"
          data-testid="coupons-empty"
        >
          {t('wallet.empty')}
        </p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {items.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} />
          ))}
        </ul>
      )}
      <Pager page={page} hasNext={hasNext} label={t('wallet.page', { page })} />
    </div>
  );
}
