import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { requireMember } from '~/features/accounts/guards.server';
import { orderPageAction, orderPageData } from '~/features/orders/order-actions.server';
import { OrderPage } from '~/features/orders/OrderPage';
import { readFormData } from '~/lib/form.server';
import { redirectWithToast } from '~/lib/toast.server';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['commerce', 'coupons'] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireMember(request, context);
  return orderPageData(request, context, params.orderNumber);
}

export const meta = titleMeta;

/**
 * Never from the browser's cache: a member who registers a coupon in the wallet and comes back (the
 * back button, without JavaScript) sees the order page as the server has it now, with that coupon listed.
 */
export const headers = () => ({ 'Cache-Control': 'no-store' });

export async function action({ request, context, params }: ActionFunctionArgs) {
  const viewer = requireMember(request, context);
  const result = await orderPageAction(viewer.id, context, params.orderNumber, await readFormData(request));
  if (result.type === 'redirect')
    return result.toast
      ? redirectWithToast(result.to, { type: 'success', key: result.toast })
      : redirect(result.to);
  return data({ error: result.error }, { status: result.status });
}

export default function UserOrderPage() {
  const loaded = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return <OrderPage {...loaded} error={failure?.error ?? null} />;
}
