import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { requireStaff } from '~/features/agencies/staff-guards.server';
import { requireOwnPath } from '~/features/agencies/own-tenant.server';
import { orderPageAction, orderPageData } from '~/features/orders/order-actions.server';
import { OrderPage } from '~/features/orders/OrderPage';
import { readFormData } from '~/lib/form.server';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['commerce', 'agencyPurchase'] };

/** An institution's own order (created on /agency from a purchase code): pay by card, or switch to bank transfer. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireOwnPath(request, context, await requireStaff(request, context));
  return orderPageData(request, context, params.orderNumber);
}

export const meta = titleMeta;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const account = await requireStaff(request, context);
  requireOwnPath(request, context, account);
  const { staff } = account;
  const result = await orderPageAction(
    staff.userId,
    context,
    params.orderNumber,
    await readFormData(request),
  );
  if (result.type === 'redirect') return redirect(result.to);
  return data({ error: result.error }, { status: result.status });
}

export default function AgencyOrderPage() {
  const loaded = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return <OrderPage {...loaded} error={failure?.error ?? null} />;
}
