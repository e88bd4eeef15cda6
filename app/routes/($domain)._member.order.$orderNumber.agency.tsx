import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { requireViewer } from '~/features/accounts/guards.server';
import { orderPageAction, orderPageData } from '~/features/orders/order-actions.server';
import { OrderPage } from '~/features/orders/OrderPage';
import { httpError } from '~/lib/http.server';
import { readFormData } from '~/lib/form.server';

export const handle = { i18n: ['commerce', 'agencyPurchase'] };

/** An institution's own order (created on /agency from a purchase code): pay by card, or switch to bank transfer. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  if (viewer.role !== 'AGENCY') throw httpError(404);
  return orderPageData(request, context, params.orderNumber);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  if (viewer.role !== 'AGENCY') throw httpError(404);
  const result = await orderPageAction(viewer.id, context, params.orderNumber, await readFormData(request));
  if (result.type === 'redirect') return redirect(result.to);
  return data({ error: result.error }, { status: result.status });
}

export default function AgencyOrderPage() {
  const loaded = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return <OrderPage {...loaded} error={failure?.error ?? null} />;
}
