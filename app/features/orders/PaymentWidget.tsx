import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { toProviderAmount } from '~/integrations/toss/amounts';
import type { Currency } from '~/lib/money';

export type WidgetConfig = {
  clientKey: string;
  customerKey: string;
  orderId: string;
  orderName: string;
  /** In minor units (990 = $9.90); the widget is given Toss's unit (9.9). */
  amount: number;
  currency: Currency;
  /** The payment-methods variant for this currency (TOSS_WIDGET_VARIANT_KRW / _USD: DEFAULT, PAYPAL). */
  variantKey: string;
  successUrl: string;
  failUrl: string;
  customerEmail: string;
  customerName: string;
};

const SDK_URL = 'https://js.tosspayments.com/v2/standard';

type Widgets = {
  setAmount(amount: { currency: string; value: number }): Promise<void>;
  renderPaymentMethods(opts: { selector: string; variantKey?: string }): Promise<unknown>;
  renderAgreement(opts: { selector: string; variantKey?: string }): Promise<unknown>;
  requestPayment(opts: Record<string, string>): Promise<void>;
};
type TossPaymentsFn = (clientKey: string) => { widgets(opts: { customerKey: string }): Widgets };

/** Loads Toss's SDK once, with the page's nonce (the CSP allows Toss's origin on this page only). */
function loadSdk(nonce: string | undefined): Promise<TossPaymentsFn> {
  const w = window as unknown as { TossPayments?: TossPaymentsFn };
  if (w.TossPayments) return Promise.resolve(w.TossPayments);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SDK_URL;
    if (nonce) script.nonce = nonce;
    script.onload = () => (w.TossPayments ? resolve(w.TossPayments) : reject(new Error('no TossPayments')));
    script.onerror = () => reject(new Error('Toss SDK failed to load'));
    document.head.appendChild(script);
  });
}

/**
 * The Toss Payments v2 widget: the amount is set (in Toss's unit: 9.9 for a $9.90 order) before the
 * methods render, in the variant for the order's currency (PayPal for USD); the pay button asks the
 * widget to pay, and Toss sends the browser to the success or fail URL. The server confirms there.
 */
export function PaymentWidget({
  config,
  nonce,
  payLabel,
}: {
  config: WidgetConfig;
  nonce?: string;
  payLabel: string;
}) {
  const { t } = useTranslation('commerce');
  const widgets = useRef<Widgets | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    loadSdk(nonce)
      .then(async (TossPayments) => {
        const w = TossPayments(config.clientKey).widgets({ customerKey: config.customerKey });
        await w.setAmount({
          currency: config.currency,
          value: toProviderAmount(config.amount, config.currency),
        });
        await Promise.all([
          w.renderPaymentMethods({ selector: '#payment-methods', variantKey: config.variantKey }),
          w.renderAgreement({ selector: '#payment-agreement', variantKey: 'AGREEMENT' }),
        ]);
        if (!cancelled) {
          widgets.current = w;
          setState('ready');
        }
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
    };
  }, [config.clientKey, config.customerKey, config.currency, config.amount, config.variantKey, nonce]);

  const pay = () =>
    widgets.current
      ?.requestPayment({
        orderId: config.orderId,
        orderName: config.orderName,
        successUrl: config.successUrl,
        failUrl: config.failUrl,
        customerEmail: config.customerEmail,
        customerName: config.customerName,
      })
      .catch(() => undefined);

  return (
    <div>
      <div id="payment-methods" />
      <div id="payment-agreement" />
      {state === 'loading' ? <p className="text-sm text-gray-600">{t('order.loadingWidget')}</p> : null}
      {state === 'failed' ? <p className="text-sm text-red-700">{t('order.widgetFailed')}</p> : null}
      <button type="button" className="btn-primary mt-4 w-full" disabled={state !== 'ready'} onClick={pay}>
        {payLabel}
      </button>
    </div>
  );
}
