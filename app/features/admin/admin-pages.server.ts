import type { AppLoadContext } from '@remix-run/node';
import type { z, ZodType } from 'zod';
import type { Goods } from '#db/schema';
import { formatMoney } from '~/lib/money';
import { formatDate, formatDateMinute, formatDateTime } from '~/lib/format';
import { parseSubmission } from '~/lib/form.server';
import { httpError } from '~/lib/http.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { parseRowId } from '~/lib/ids';
import { tenantPath } from '~/lib/root-data';
import type { Toast } from '~/lib/toast.server';

type ToastMessage = Omit<Toast, 'id'>;
import { allGoods, createGoods, goodsById, setGoodsHidden, updateGoods } from './goods-admin.server';
import {
  adminOrder,
  adminRefund,
  completeTransferRefund,
  confirmDeposit,
  refundList,
  searchOrders,
} from './orders-admin.server';
import { goodsFormSchema, orderSearchSchema } from './schemas';
import { operatorLogLines } from './operator-log.server';
import { translationValues } from './translations';
import { pageOf } from '~/lib/paging';
import { requireOperator } from '~/features/accounts/index.server';

async function titled(request: Request, key: string) {
  return (await getFixedT(request, 'admin'))(key);
}
const at = (context: AppLoadContext, path: string) => tenantPath(context.tenant.domain, path);
const idOf = (raw: string | undefined) => {
  const id = parseRowId(raw);
  if (id === null) throw httpError(404);
  return id;
};
const toast = (key: string, type: 'success' | 'error' = 'success'): ToastMessage => ({
  type,
  key: `admin:${key}`,
});

export async function adminHomeData(request: Request, context: AppLoadContext) {
  await requireOperator(context);
  return { title: await titled(request, 'title') };
}

function goodsValues(g: Goods) {
  const digits = g.currency === 'USD' ? 2 : 0;
  return {
    code: g.code,
    name: g.name,
    description: g.description,
    ...translationValues(g),
    price: (g.amount / 10 ** digits).toFixed(digits),
    currency: g.currency,
    durationUnit: g.durationUnit,
    durationValue: String(g.durationValue),
    generationLimit: g.generationLimit === null ? '' : String(g.generationLimit),
    sortOrder: String(g.sortOrder),
    bestFlag: g.bestFlag,
    agencyFlag: g.agencyFlag,
  };
}

export async function goodsListData(request: Request, context: AppLoadContext) {
  await requireOperator(context);
  const lng = await getLanguage(request);
  const items = await allGoods();
  return {
    title: await titled(request, 'goods.title'),
    items: items.map((g) => ({
      id: g.id,
      code: g.code,
      name: g.name,
      price: formatMoney(g.amount, g.currency, lng),
      duration: `${g.durationValue} ${g.durationUnit}`,
      limit: g.generationLimit,
      best: g.bestFlag,
      agency: g.agencyFlag,
      hidden: g.hidden,
    })),
  };
}

export type AdminActionResult =
  { type: 'redirect'; to: string; toast: ToastMessage } | { type: 'invalid'; reply: unknown };

/** What a console service answers when it saves a form: the row saved, or one field it refused. */
export type ConsoleSaveResult =
  { type: 'saved'; id: number } | { type: 'invalid'; field: string; message: string };

/**
 * A console form a service saves (goods, coupon campaigns): parsed with its schema (conform's reply when
 * it does not parse), handed to `save`, whose refusal of one field comes back by that field; a row that
 * is not there (null) is the 404 page; else the redirect to `to(id)` with the toast.
 */
export async function consoleSave<Schema extends ZodType>(
  form: FormData,
  schema: Schema,
  save: (value: z.output<Schema>) => Promise<ConsoleSaveResult | null>,
  done: { to: (id: number) => string; toast: ToastMessage },
): Promise<AdminActionResult> {
  const submission = parseSubmission(form, { schema });
  if (submission.status !== 'success') return { type: 'invalid', reply: submission.reply() };
  const result = await save(submission.value);
  if (!result) throw httpError(404);
  if (result.type === 'invalid')
    return {
      type: 'invalid',
      reply: submission.reply({ fieldErrors: { [result.field]: [result.message] } }),
    };
  return { type: 'redirect', to: done.to(result.id), toast: done.toast };
}

export async function goodsCreateAction(context: AppLoadContext, form: FormData): Promise<AdminActionResult> {
  const admin = await requireOperator(context);
  return consoleSave(form, goodsFormSchema, (value) => createGoods(admin.id, value), {
    to: (id) => at(context, `/admin/goods/${id}`),
    toast: toast('common.saved'),
  });
}

export async function goodsEditData(request: Request, context: AppLoadContext, rawId: string | undefined) {
  await requireOperator(context);
  const item = await goodsById(idOf(rawId));
  if (!item) throw httpError(404);
  return {
    title: await titled(request, 'goods.edit'),
    id: item.id,
    hidden: item.hidden,
    values: goodsValues(item),
  };
}

export async function goodsEditAction(
  context: AppLoadContext,
  rawId: string | undefined,
  form: FormData,
): Promise<AdminActionResult> {
  const admin = await requireOperator(context);
  const id = idOf(rawId);
  const back = at(context, `/admin/goods/${id}`);
  const intent = form.get('intent');
  if (intent === 'hide' || intent === 'show') {
    if (!(await setGoodsHidden(admin.id, id, intent === 'hide'))) throw httpError(404);
    return { type: 'redirect', to: back, toast: toast('common.saved') };
  }
  if (intent !== 'save') throw httpError(400);
  return consoleSave(form, goodsFormSchema, (value) => updateGoods(admin.id, id, value), {
    to: () => back,
    toast: toast('common.saved'),
  });
}

export async function ordersData(request: Request, context: AppLoadContext) {
  await requireOperator(context);
  const lng = await getLanguage(request);
  const query = orderSearchSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { items, hasNext } = await searchOrders(query);
  return {
    title: await titled(request, 'orders.title'),
    query: { q: query.q, status: query.status ?? '', page: query.page },
    hasNext,
    items: items.map(({ order, email }) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      email: email ?? '',
      orderName: order.orderName,
      amount: formatMoney(order.finalAmount, order.currency, lng),
      status: order.status,
      paymentType: order.paymentType,
      created: formatDate(order.createdAt),
    })),
  };
}

export async function orderData(request: Request, context: AppLoadContext, rawId: string | undefined) {
  await requireOperator(context);
  const lng = await getLanguage(request);
  const row = await adminOrder(idOf(rawId));
  if (!row) throw httpError(404);
  const { order } = row;
  return {
    title: await titled(request, 'orders.detail'),
    order: {
      id: order.id,
      orderNumber: order.orderNumber,
      orderName: order.orderName,
      amount: formatMoney(order.finalAmount, order.currency, lng),
      status: order.status,
      paymentType: order.paymentType,
      created: formatDateTime(order.createdAt),
      completed: order.completedAt ? formatDateTime(order.completedAt) : null,
      deadline: order.depositDeadline ? formatDateMinute(order.depositDeadline) : null,
    },
    // A withdrawn member's row keeps no name or e-mail: the page says so instead of printing nothing.
    buyer:
      [row.name, row.email && `<${row.email}>`].filter(Boolean).join(' ') ||
      (await titled(request, 'orders.buyerGone')),
    payment: row.payment && {
      provider: row.payment.provider,
      status: row.payment.status,
      paymentKey: row.payment.paymentKey,
    },
    refundId: row.refund?.id ?? null,
    log: operatorLogLines(row.log),
  };
}

/**
 * A detail page's one-button form (`intent`) that runs `act` on the row and comes back to the page with
 * the toast its outcome names: confirming a deposit, paying a transfer refund back.
 */
async function rowIntentAction<Outcome extends string>(
  context: AppLoadContext,
  rawId: string | undefined,
  form: FormData,
  page: (id: number) => string,
  intent: string,
  act: (adminUserId: number, id: number) => Promise<Outcome>,
  toasts: Record<Outcome, ToastMessage>,
): Promise<AdminActionResult> {
  const admin = await requireOperator(context);
  const id = idOf(rawId);
  if (form.get('intent') !== intent) throw httpError(400);
  const outcome = await act(admin.id, id);
  return { type: 'redirect', to: at(context, page(id)), toast: toasts[outcome] };
}

export function orderAction(context: AppLoadContext, rawId: string | undefined, form: FormData) {
  return rowIntentAction(
    context,
    rawId,
    form,
    (id) => `/admin/orders/${id}`,
    'confirm-deposit',
    confirmDeposit,
    {
      confirmed: toast('orders.depositConfirmed'),
      'pass-in-force': toast('orders.passInForce', 'error'),
      'not-waiting': toast('orders.notWaiting', 'error'),
    },
  );
}

export async function refundsData(request: Request, context: AppLoadContext) {
  await requireOperator(context);
  const lng = await getLanguage(request);
  const page = pageOf(request);
  const { items, hasNext } = await refundList(page);
  return {
    title: await titled(request, 'refunds.title'),
    page,
    hasNext,
    items: items.map(({ refund, order, email }) => ({
      id: refund.id,
      orderNumber: order.orderNumber,
      email: email ?? '',
      amount: formatMoney(refund.amount, refund.currency, lng),
      reason: refund.reason,
      status: refund.status,
      requested: formatDate(refund.createdAt),
    })),
  };
}

export async function refundData(request: Request, context: AppLoadContext, rawId: string | undefined) {
  await requireOperator(context);
  const lng = await getLanguage(request);
  const row = await adminRefund(idOf(rawId));
  if (!row) throw httpError(404);
  return {
    title: await titled(request, 'refunds.title'),
    refund: {
      id: row.refund.id,
      reason: row.refund.reason,
      reasonText: row.refund.reasonText,
      status: row.refund.status,
      amount: formatMoney(row.refund.amount, row.refund.currency, lng),
      failureCode: row.refund.failureCode,
      requested: formatDateTime(row.refund.createdAt),
      completed: row.refund.completedAt ? formatDateTime(row.refund.completedAt) : null,
    },
    order: {
      id: row.order.id,
      orderNumber: row.order.orderNumber,
      paymentType: row.order.paymentType,
      status: row.order.status,
    },
    email: row.email ?? '',
    canComplete: row.order.paymentType === 'SELF' && row.refund.status === 'REQUESTED',
    payback: row.payback,
    usage: {
      pass: row.usage.pass && {
        name: row.usage.pass.name,
        period: `${formatDate(row.usage.pass.startsAt)} – ${formatDate(row.usage.pass.endsAt)}`,
        heldSince: row.usage.pass.heldAt ? formatDateTime(row.usage.pass.heldAt) : null,
        status: row.usage.pass.status,
      },
      uses: row.usage.uses.map((u) => ({
        id: u.generationId,
        at: formatDateTime(u.createdAt),
        givenBack: u.refundedAt ? formatDateTime(u.refundedAt) : null,
      })),
      seatsUsed: row.usage.period?.seatsUsed ?? null,
    },
  };
}

export function refundAdminAction(context: AppLoadContext, rawId: string | undefined, form: FormData) {
  return rowIntentAction(
    context,
    rawId,
    form,
    (id) => `/admin/refunds/${id}`,
    'complete',
    completeTransferRefund,
    {
      completed: toast('refunds.completed_toast'),
      used: toast('refunds.usedRefused', 'error'),
      'not-pending': toast('refunds.cannotComplete', 'error'),
    },
  );
}
