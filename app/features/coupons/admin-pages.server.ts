import type { AppLoadContext } from '@remix-run/node';
import {
  allGoods,
  consoleSave,
  operatorLogLines,
  type AdminActionResult,
} from '~/features/admin/index.server';
import { formatMoney } from '~/lib/money';
import { formatDate } from '~/lib/format';
import { parseSubmission } from '~/lib/form.server';
import { httpError } from '~/lib/http.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { parseRowId } from '~/lib/ids';
import { tenantPath } from '~/lib/root-data';
import type { Toast } from '~/lib/toast.server';

type ToastMessage = Omit<Toast, 'id'>;
import type { CouponIssuance } from '#db/schema';
import { generateSchema, issuanceFormSchema, issuanceNamesSchema } from './admin-schemas';
import { translationValues } from '~/features/admin';
import {
  allIssuances,
  codesCsv,
  createIssuance,
  deactivateIssuance,
  generateCodes,
  issuanceById,
  issuanceLog,
  redemptions,
  sharedCodes,
  singleUseCount,
  updateIssuanceNames,
} from './admin.server';
import { requireOperator } from '~/features/accounts/index.server';

const idOf = (raw: string | undefined) => {
  const id = parseRowId(raw);
  if (id === null) throw httpError(404);
  return id;
};
const at = (context: AppLoadContext, path: string) => tenantPath(context.tenant.domain, path);
const toast = (key: string, values?: Record<string, number>): ToastMessage => ({
  type: 'success',
  key: `coupons:${key}`,
  values,
});

function summary(i: CouponIssuance, lng: Parameters<typeof formatMoney>[2]) {
  return {
    id: i.id,
    name: i.name,
    kind: i.kind,
    value:
      i.kind === 'DISCOUNT_PERCENT'
        ? `${i.value}%`
        : i.kind === 'DISCOUNT_AMOUNT' && i.currency
          ? formatMoney(i.value, i.currency, lng)
          : '-',
    period: `${formatDate(i.validFrom)} ~ ${formatDate(new Date(i.validTo.getTime() - 1))}`,
    issued: i.issuedCount,
    totalLimit: i.totalLimit,
    perUserLimit: i.perUserLimit,
    active: i.active,
  };
}

export async function issuanceListData(request: Request, context: AppLoadContext) {
  await requireOperator(context);
  const lng = await getLanguage(request);
  const t = await getFixedT(lng, 'coupons');
  const [items, goods] = await Promise.all([allIssuances(), allGoods()]);
  return {
    title: t('admin.title'),
    items: items.map((i) => summary(i, lng)),
    goods: goods.filter((g) => !g.agencyFlag).map((g) => ({ code: g.code, name: g.name })),
  };
}

export type CouponAdminResult = AdminActionResult;

export async function issuanceCreateAction(
  context: AppLoadContext,
  form: FormData,
): Promise<CouponAdminResult> {
  const admin = await requireOperator(context);
  return consoleSave(form, issuanceFormSchema, (value) => createIssuance(admin.id, value), {
    to: (id) => at(context, `/admin/coupons/${id}`),
    toast: toast('admin.created'),
  });
}

export async function issuanceDetailData(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
) {
  await requireOperator(context);
  const lng = await getLanguage(request);
  const issuance = await issuanceById(idOf(rawId));
  if (!issuance) throw httpError(404);
  const [t, rows, shared, singles, log] = await Promise.all([
    getFixedT(lng, 'coupons'),
    redemptions(issuance.id),
    sharedCodes(issuance.id),
    singleUseCount(issuance.id),
    issuanceLog(issuance.id),
  ]);
  return {
    title: `${t('admin.title')} · ${issuance.name}`,
    issuance: summary(issuance, lng),
    names: { name: issuance.name, description: issuance.description, ...translationValues(issuance) },
    sharedCodes: shared.map((c) => c.code),
    singleUseCodes: singles,
    redemptions: rows.map((r) => ({
      id: r.id,
      email: r.email ?? '',
      code: r.code ?? '',
      registeredAt: formatDate(r.registeredAt),
      usedAt: r.usedAt ? formatDate(r.usedAt) : null,
      orderNumber: r.orderNumber,
    })),
    log: operatorLogLines(log),
  };
}

/** Detail page forms: `generate` N single-use codes, `names` (ko/en/id), `deactivate`. */
export async function issuanceDetailAction(
  context: AppLoadContext,
  rawId: string | undefined,
  form: FormData,
): Promise<CouponAdminResult> {
  const admin = await requireOperator(context);
  const id = idOf(rawId);
  const back = at(context, `/admin/coupons/${id}`);
  const intent = form.get('intent');
  if (intent === 'deactivate') {
    if (!(await deactivateIssuance(admin.id, id))) throw httpError(404);
    return { type: 'redirect', to: back, toast: toast('admin.deactivated') };
  }
  if (intent === 'names')
    return consoleSave(form, issuanceNamesSchema, (value) => updateIssuanceNames(admin.id, id, value), {
      to: () => back,
      toast: toast('admin.namesSaved'),
    });
  if (intent === 'generate') {
    const submission = parseSubmission(form, { schema: generateSchema });
    if (submission.status !== 'success') return { type: 'invalid', reply: submission.reply() };
    const made = await generateCodes(admin.id, id, submission.value.count);
    if (made === null) throw httpError(404);
    return { type: 'redirect', to: back, toast: toast('admin.generated', { count: made }) };
  }
  throw httpError(400);
}

/** The codes download (CSV). */
export async function codesDownload(context: AppLoadContext, rawId: string | undefined): Promise<Response> {
  const admin = await requireOperator(context);
  const id = idOf(rawId);
  const csv = await codesCsv(admin.id, id);
  if (csv === null) throw httpError(404);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="coupon-codes-${id}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
