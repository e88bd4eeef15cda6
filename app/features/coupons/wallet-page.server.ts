import type { AppLoadContext } from '@remix-run/node';
import { requireMember } from '~/features/accounts/index.server';
import { parseOrThrow, parseSubmission } from '~/lib/form.server';
import { httpError } from '~/lib/http.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { CouponError } from './errors';
import { CouponRegistrationLimited, registerCouponLimited } from './register.server';
import { registerSchema, useSchema } from './schemas';
import { redeemGoodsCoupon } from './goods-coupon.server';
import { walletPage } from './wallet.server';
import { pageOf } from '~/lib/paging';

/** Coupons are for individual members (spec §6: hidden for institutions). */
export async function walletData(request: Request, context: AppLoadContext, titleKey: string) {
  const viewer = requireMember(request, context);
  const page = pageOf(request);
  const lng = await getLanguage(request);
  const [t, { items, hasNext }] = await Promise.all([
    getFixedT(lng, 'coupons'),
    walletPage(viewer.id, page, lng),
  ]);
  return { title: t(titleKey), page, hasNext, items };
}

export type WalletActionResult =
  | Response
  | { confirmCode: string }
  /** Too many refused codes from this member or address: the page comes back with the message (429). */
  | { limited: true; retryAfterSec: number };

/**
 * The wallet's forms. Register: the code is checked for empty and blank (spec §5), then a confirm
 * step (without JavaScript the page comes back asking to press Register again; with it a dialog),
 * then `register-confirm` registers it (refused codes are limited per member and per address: past
 * the limit the page comes back with the too-many-attempts message, 429). Use (GOODS): `use` after its confirm step. Every outcome ends
 * in a toast and the list reloaded.
 */
export async function walletAction(
  request: Request,
  context: AppLoadContext,
  form: FormData,
): Promise<WalletActionResult> {
  const viewer = requireMember(request, context);
  const back = tenantPath(context.tenant.domain, '/account/me/coupon');
  const fail = (key: string) => redirectWithToast(back, { type: 'error', key: `coupons:${key}` });
  const intent = form.get('intent');
  try {
    if (intent === 'register' || intent === 'register-confirm') {
      // The wallet names a refused code in a toast (spec §5), so the first problem is the message.
      const submission = parseSubmission(form, { schema: registerSchema });
      if (submission.status !== 'success') return fail(Object.values(submission.error ?? {})[0]?.[0] ?? '');
      const { couponNumber } = submission.value;
      if (intent === 'register') return { confirmCode: couponNumber.trim().toUpperCase() };
      await registerCouponLimited(viewer.id, context.tenant.domain, couponNumber, {
        ip: context.clientIp,
      });
      return redirectWithToast(back, { type: 'success', key: 'coupons:wallet.registered' });
    }
    if (intent === 'use') {
      const { couponId } = parseOrThrow(form, useSchema, 404);
      await redeemGoodsCoupon(viewer.id, couponId);
      return redirectWithToast(back, { type: 'success', key: 'coupons:wallet.usedDone' });
    }
  } catch (error) {
    if (error instanceof CouponRegistrationLimited)
      return { limited: true, retryAfterSec: error.retryAfterSec };
    if (error instanceof CouponError) {
      if (error.status === 404) throw httpError(404);
      return fail(`errors.${error.key}`);
    }
    throw error;
  }
  throw httpError(400);
}
