import type { AppLoadContext } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/guards.server';
import { env } from '~/lib/env.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { tenantPath } from '~/lib/root-data';
import { confirmPayment } from './confirm.server';
import { orderSummary, pageOrder } from './order-page.server';
import { successQuerySchema } from './schemas';

function failure(domain: string, code: string, orderId?: string, message?: string) {
  const query = new URLSearchParams({ code });
  if (orderId) query.set('orderId', orderId);
  if (message) query.set('message', message.slice(0, 200));
  return redirect(`${tenantPath(domain, '/order-failure')}?${query}`);
}

/**
 * /order-success: a bank-transfer order shows the account and deadline; a card or easy-pay return
 * (paymentKey, orderId, amount) is confirmed here, and anything that does not add up goes to the
 * failure page without the provider being asked.
 */
export async function orderSuccessData(request: Request, context: AppLoadContext) {
  const viewer = requireViewer(request, context);
  const domain = context.tenant.domain;
  const lng = await getLanguage(request);
  const t = await getFixedT(lng, 'commerce');
  const query = Object.fromEntries(new URL(request.url).searchParams);
  if (query.method === 'TRANSFER') {
    const order = await pageOrder(viewer.id, query.orderId);
    if (order.status !== 'WAITING_DEPOSIT' && order.status !== 'PAID')
      throw failure(domain, 'NOT_PAYABLE', order.orderNumber);
    return {
      title: t('success.transferTitle'),
      kind: 'transfer' as const,
      order: orderSummary(order, lng),
      account: env().BANK_ACCOUNT,
      depositor: viewer.name,
    };
  }
  const parsed = successQuerySchema.safeParse(query);
  if (!parsed.success) throw failure(domain, 'INVALID_REQUEST');
  const outcome = await confirmPayment({
    userId: viewer.id,
    orderNumber: parsed.data.orderId,
    paymentKey: parsed.data.paymentKey,
    amount: parsed.data.amount,
  }).catch(async (error) => {
    // Another member's or an unknown order: the same 404 page as everywhere.
    await pageOrder(viewer.id, parsed.data.orderId);
    throw error;
  });
  if (outcome.type === 'failed') throw failure(domain, outcome.code, parsed.data.orderId, outcome.message);
  return {
    title: t('success.title'),
    kind: 'paid' as const,
    order: orderSummary(outcome.order, lng),
    account: null,
    depositor: null,
  };
}

const KNOWN = new Set([
  'AMOUNT_MISMATCH',
  'NETWORK',
  'REJECT_CARD_PAYMENT',
  'PAY_PROCESS_CANCELED',
  'UNSUPPORTED_METHOD',
  'PAYMENT_MISMATCH',
  'NOT_PAYABLE',
  'INVALID_REQUEST',
  'CARD_KRW_ONLY',
]);

/** /order-failure: the message for the code (ours or Toss's), else the provider's text, else a default. */
export async function orderFailureData(request: Request) {
  const t = await getFixedT(request, 'commerce');
  const query = new URL(request.url).searchParams;
  const code = query.get('code') ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
  const raw = (query.get('message') ?? '').replace(/[\u0000-\u001f]/g, '').slice(0, 200);
  const message = KNOWN.has(code) ? t(`failure.codes.${code}`) : raw || t('failure.default');
  return { title: t('failure.title'), message, code: /^[A-Z_]{1,60}$/.test(code) ? code : '' };
}
