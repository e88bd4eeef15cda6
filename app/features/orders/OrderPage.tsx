import { Form, Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { useHydrated } from '~/ui/useHydrated';
import { Alert } from '~/ui/Alert';
import { SubmitButton } from '~/ui/SubmitButton';
import { useRequestInfo } from '~/lib/request-info';
import type { Currency } from '~/lib/money';
import { CouponCompleteForm, OrderCouponForm } from '~/features/coupons';
import type { OrderCouponOption, OrderCouponOther } from '~/features/coupons/index.server';
import { PaymentWidget, type WidgetConfig } from './PaymentWidget';
import { BusinessInfoSection } from '~/features/agencies';
import type { BusinessInfo } from '~/features/agencies/index.server';

type Summary = {
  orderNumber: string;
  orderName: string;
  status: string;
  currency: Currency;
  price: string;
  coupon: string;
  discount: string;
  final: string;
};
type Checkout =
  | { mode: 'off' }
  | { mode: 'test'; href: string }
  | { mode: 'hosted'; href: string }
  | { mode: 'widget'; widget: WidgetConfig };

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between py-2 ${strong ? 'text-lg font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The order page: product, price, discounts, final amount, then card/easy pay and bank transfer. */
export function OrderPage({
  order,
  checkout,
  detailHref,
  error,
  coupons = null,
  paidByCoupon = false,
  business = null,
  notice = null,
  passInForce = false,
}: {
  order: Summary;
  checkout: Checkout;
  detailHref: string;
  error: string | null;
  coupons?: { options: OrderCouponOption[]; others: OrderCouponOther[]; chosen: number | null } | null;
  paidByCoupon?: boolean;
  business?: BusinessInfo | null;
  /** A message about the order as loaded (a coupon taken off, a pass in force). */
  notice?: string | null;
  /** The member has a pass in force: nothing can be paid until it ends (spec §4). */
  passInForce?: boolean;
}) {
  const { t } = useTranslation('commerce');
  const hydrated = useHydrated();
  const { nonce } = useRequestInfo();
  const payable = order.status === 'CREATED' && !passInForce;
  const payLabel = t('order.pay', { amount: order.final });
  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-2xl font-bold">{t('order.title')}</h1>
      <p className="mt-1 text-sm text-gray-500">
        {t('order.number')}: <span data-testid="order-number">{order.orderNumber}</span>
      </p>
      <dl className="mt-6 divide-y divide-gray-100 rounded-2xl border border-gray-200 px-5">
        <Row label={t('order.product')} value={order.orderName} />
        <Row label={t('order.price')} value={order.price} />
        <Row label={t('order.coupon')} value={order.coupon} />
        <Row label={t('order.discount')} value={order.discount} />
        <Row label={t('order.final')} value={order.final} strong />
      </dl>
      {business ? <BusinessInfoSection business={business} /> : null}
      {error || notice ? (
        <div className="mt-4" data-testid="order-notice">
          <Alert>{t(error ?? notice!)}</Alert>
        </div>
      ) : null}
      {payable && coupons ? (
        <OrderCouponForm options={coupons.options} others={coupons.others} chosen={coupons.chosen} />
      ) : null}
      {payable && paidByCoupon ? (
        <CouponCompleteForm />
      ) : !payable ? (
        <div className="mt-6 space-y-3">
          {passInForce ? null : <Alert tone="info">{t('order.notPayable')}</Alert>}
          <Link to={detailHref} className="btn-secondary inline-flex">
            {t('order.toDetail')}
          </Link>
        </div>
      ) : (
        <section className="mt-8" aria-labelledby="methods-title">
          <h2 id="methods-title" className="text-lg font-semibold">
            {t('order.methods')}
          </h2>
          <div className="mt-4 rounded-2xl border border-gray-200 p-5" data-testid="card-payment">
            <h3 className="font-semibold">
              {order.currency === 'KRW' ? t('order.card') : t('order.easyPayUsd')}
            </h3>
            <p className="text-sm text-gray-600" data-testid="card-payment-methods">
              {order.currency === 'KRW' ? t('order.cardHint') : t('order.usdMethods')}
            </p>
            {checkout.mode === 'off' ? <p className="mt-3 text-sm">{t('order.paymentsOff')}</p> : null}
            {checkout.mode === 'test' ? (
              <>
                <p className="mt-3 inline-block rounded bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-900">
                  {t('order.testMode')}
                </p>
                <p className="mt-2 text-sm text-gray-700">{t('order.testModeNote')}</p>
                <a href={checkout.href} className="btn-primary mt-4 w-full">
                  {payLabel}
                </a>
              </>
            ) : null}
            {checkout.mode === 'hosted' ? (
              <a href={checkout.href} className="btn-primary mt-4 w-full">
                {payLabel}
              </a>
            ) : null}
            {checkout.mode === 'widget' ? (
              hydrated ? (
                <div className="mt-4">
                  <PaymentWidget config={checkout.widget} nonce={nonce} payLabel={payLabel} />
                </div>
              ) : (
                <p className="mt-3 text-sm text-gray-700" data-testid="needs-js">
                  {t('order.needsJs')}
                </p>
              )
            ) : null}
          </div>
          <Form method="post" className="mt-4 rounded-2xl border border-gray-200 p-5">
            <h3 className="font-semibold">{t('order.transfer')}</h3>
            <p className="text-sm text-gray-600">{t('order.transferNote')}</p>
            <div className="mt-4">
              <SubmitButton intent="bank-transfer" className="btn-secondary w-full">
                {t('order.transferButton')}
              </SubmitButton>
            </div>
          </Form>
        </section>
      )}
    </div>
  );
}
