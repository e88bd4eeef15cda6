import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { chooseBankTransfer } from '~/features/orders/index.server';
import { durationKey, localized } from '~/features/orders';
import { formatDate } from '~/lib/format';
import { parseSubmission } from '~/lib/form.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { formatMoney } from '~/lib/money';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { requireOwnPath } from './own-tenant.server';
import { agencyOrderSchema, normalisePurchaseCode } from './purchase-schemas';
import { createAgencyOrder, offerOf, PurchaseError } from './purchase.server';
import { requireStaff } from './staff-guards.server';

function offerView(offer: NonNullable<Awaited<ReturnType<typeof offerOf>>>, lng: string) {
  return {
    goodsName: localized(offer.goods, 'name', lng),
    seats: offer.code.seats,
    duration: durationKey(offer.goods.durationUnit, offer.goods.durationValue),
    generationLimit: offer.goods.generationLimit,
    price: formatMoney(offer.code.amount, offer.code.currency, lng),
    currency: offer.code.currency,
    validTo: formatDate(offer.code.validTo),
  };
}

export type PurchaseOffer = ReturnType<typeof offerView>;

/**
 * `/agency?code=…` (spec: allowed only for AGENCY, 404 for anyone else): the code's offer (a GET form, so a
 * found code can be bookmarked and reloaded); a blank code goes back to the bare page with a message.
 */
export async function purchasePageData(request: Request, context: AppLoadContext) {
  const account = await requireStaff(request, context);
  requireOwnPath(request, context, account);
  const url = new URL(request.url);
  const lng = await getLanguage(request);
  const t = await getFixedT(lng, 'agencyPurchase');
  const page = {
    title: t('title'),
    suspended: account.agency.status !== 'ACTIVE',
    defaults: { bizNo: account.agency.bizNo, email: account.staff.email },
    code: '',
    offer: null as null | PurchaseOffer,
    notFound: false,
  };
  if (!url.searchParams.has('code')) return page;
  const code = normalisePurchaseCode(url.searchParams.get('code'));
  if (!code)
    throw await redirectWithToast(tenantPath(context.tenant.domain, '/agency'), {
      type: 'error',
      key: 'agencyPurchase:code.required',
    });
  const offer = await offerOf(account.agency.id, code);
  if (!offer) return data({ ...page, code, notFound: true }, { status: 404 });
  return { ...page, code, offer: offerView(offer, lng) };
}

/** Which field a refused order's message stands under (none: above the form). */
const FIELD_OF: Record<string, string> = {
  'order.bizNoNotRegistered': 'bizNo',
  'order.cardKrwOnly': 'method',
};

/**
 * The order: card → the order page (the provider's checkout); bank transfer → straight to the success
 * page; a code paid in full already → the pass history. A refused form comes back with its messages.
 */
export async function purchaseAction(request: Request, context: AppLoadContext, form: FormData) {
  const account = await requireStaff(request, context);
  requireOwnPath(request, context, account);
  const submission = parseSubmission(form, { schema: agencyOrderSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const input = submission.value;
  let order;
  try {
    order = await createAgencyOrder(account, { ...input, code: normalisePurchaseCode(input.code) });
  } catch (error) {
    if (!(error instanceof PurchaseError)) throw error;
    const message = `agencyPurchase:${error.key}`;
    const field = FIELD_OF[error.key];
    return data(
      submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }),
      { status: error.status },
    );
  }
  const at = (path: string) => tenantPath(context.tenant.domain, path);
  if (order.status === 'PAID')
    return redirectWithToast(at('/account/me/ticket'), { type: 'success', key: 'agencyPurchase:order.done' });
  if (input.method === 'CARD') return redirect(at(`/order/${order.orderNumber}/agency`));
  await chooseBankTransfer(account.staff.userId, order.orderNumber);
  return redirect(
    `${at('/order-success')}?${new URLSearchParams({ method: 'TRANSFER', orderId: order.orderNumber })}`,
  );
}
