import { Form } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { SubmitButton } from '~/ui/SubmitButton';
import { Link } from '@remix-run/react';
import { tenantPath, useDomain } from '~/lib/root-data';
import type { OrderCouponOption, OrderCouponOther } from './order-page.server';

/** The member's usable coupons that cannot discount this order, each with the reason. */
function OtherCoupons({ others }: { others: OrderCouponOther[] }) {
  const { t } = useTranslation('coupons');
  const domain = useDomain();
  if (!others.length) return null;
  return (
    <div className="mt-4 border-t border-gray-100 pt-3 text-sm" data-testid="order-coupons-other">
      <p className="font-medium text-gray-700">{t('order.othersTitle')}</p>
      <ul className="mt-2 space-y-2">
        {others.map((o) => (
          <li key={o.id} data-testid="order-coupon-other" data-reason={o.reason}>
            <span>{o.label}</span> <span className="text-gray-600">· {t(`order.unfit.${o.reason}`)}</span>
            {o.reason === 'GOODS' ? (
              <>
                {' '}
                <Link
                  to={tenantPath(domain, '/account/me/coupon')}
                  className="inline-block py-1 text-primary-700 underline"
                >
                  {t('order.toWallet')}
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Every usable coupon the member holds: the discounts to choose for the order (a plain form: the page
 * comes back with the new amounts) and, below, the others with why they do not apply here.
 */
export function OrderCouponForm({
  options,
  others = [],
  chosen,
}: {
  options: OrderCouponOption[];
  others?: OrderCouponOther[];
  chosen: number | null;
}) {
  const { t } = useTranslation('coupons');
  return (
    <Form method="post" className="mt-6 rounded-2xl border border-gray-200 p-5" data-testid="order-coupons">
      <fieldset>
        <legend className="font-semibold">{t('order.title')}</legend>
        {options.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">{t('order.noCoupons')}</p>
        ) : (
          <div className="mt-3 space-y-2 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="couponId"
                value=""
                defaultChecked={chosen === null}
                className="size-4"
              />
              {t('order.none')}
            </label>
            {options.map((o) => (
              <label key={o.id} className="flex items-center gap-2" data-testid="order-coupon-option">
                <input
                  type="radio"
                  name="couponId"
                  value={o.id}
                  defaultChecked={chosen === o.id}
                  className="size-4"
                />
                <span>
                  {o.label} <span className="text-gray-500">−{o.discount}</span>
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <OtherCoupons others={others} />
      {options.length ? (
        <div className="mt-4">
          <SubmitButton intent="coupon" className="btn-secondary">
            {t('order.apply')}
          </SubmitButton>
        </div>
      ) : null}
    </Form>
  );
}

/** An order the coupon pays in full: completed with method COUPON, no payment provider. */
export function CouponCompleteForm() {
  const { t } = useTranslation('coupons');
  return (
    <Form
      method="post"
      className="mt-8 rounded-2xl border border-primary-200 bg-primary-50 p-5"
      data-testid="coupon-complete"
    >
      <h2 className="text-lg font-semibold">{t('order.freeTitle')}</h2>
      <p className="mt-1 text-sm text-gray-700">{t('order.freeNote')}</p>
      <div className="mt-4">
        <SubmitButton intent="coupon-complete" className="btn-primary w-full">
          {t('order.complete')}
        </SubmitButton>
      </div>
    </Form>
  );
}
