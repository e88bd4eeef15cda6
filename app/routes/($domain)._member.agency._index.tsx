import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { purchaseAction, purchasePageData } from '~/features/agencies/purchase-page.server';
import { PurchasePage } from '~/features/agencies/ui/PurchasePage';
import { readFormData } from '~/lib/form.server';
import { titleMeta } from '~/lib/meta';
import { useCheckedForm } from '~/ui/useCheckedForm';

const loadValidation = () => import('~/features/agencies/validation').then((m) => m.validateAgencyOrder);

export const handle = { i18n: ['agencyPurchase', 'commerce'] };

/** `/agency?code=…`: an institution's purchase page (staff of its own tenant only). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return purchasePageData(request, context);
}

export const meta = titleMeta;

/** The order: card → the provider's checkout; bank transfer → the success page. */
export async function action({ request, context }: ActionFunctionArgs) {
  return purchaseAction(request, context, await readFormData(request));
}

export default function AgencyPurchaseRoute() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useCheckedForm(lastResult, loadValidation);
  return <PurchasePage {...page} form={form} />;
}
