import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { testCheckoutAction, testCheckoutData } from '~/features/orders/order-actions.server';
import { readFormData } from '~/lib/form.server';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['commerce'] };

/** The test-payment mode's checkout page (no Toss keys): approve or decline; no money moves. */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return testCheckoutData(request, context, params.orderNumber);
}

export const meta = titleMeta;

export async function action({ request, context, params }: ActionFunctionArgs) {
  return redirect(
    await testCheckoutAction(request, context, params.orderNumber, await readFormData(request)),
  );
}

export default function TestCheckoutPage() {
  const { order } = useLoaderData<typeof loader>();
  const { t } = useTranslation('commerce');
  return (
    <div className="container-page max-w-md py-10">
      <p className="inline-block rounded bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-900">
        {t('order.testMode')}
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('checkout.title')}</h1>
      <p className="mt-2 text-sm text-gray-700">{t('checkout.notice')}</p>
      <p className="mt-4 font-semibold">
        {order.orderName} · {order.final}
      </p>
      <Form method="post" className="mt-6 grid gap-3">
        {order.currency === 'KRW' ? (
          <>
            <button name="choice" value="CARD" className="btn-primary w-full">
              {t('checkout.approveCard')}
            </button>
            <button name="choice" value="KAKAOPAY" className="btn-secondary w-full">
              {t('checkout.approveEasyPay')}
            </button>
          </>
        ) : (
          <button name="choice" value="PAYPAL" className="btn-primary w-full">
            {t('checkout.approvePaypal')}
          </button>
        )}
        <button name="choice" value="DECLINE" className="btn-secondary w-full">
          {t('checkout.decline')}
        </button>
      </Form>
    </div>
  );
}
