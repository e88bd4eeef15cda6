import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { issuanceCreateAction, issuanceListData } from '~/features/coupons/admin-pages.server';
import { IssuanceAdmin } from '~/features/coupons/ui/IssuanceAdmin';
import { readFormData } from '~/lib/form.server';
import { redirectWithToast } from '~/lib/toast.server';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['admin', 'coupons'] };

export function loader({ request, context }: LoaderFunctionArgs) {
  return issuanceListData(request, context);
}

export const meta = titleMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await issuanceCreateAction(context, await readFormData(request));
  if (result.type === 'redirect') return redirectWithToast(result.to, result.toast);
  return data({ result: result.reply }, { status: 400 });
}

const loadValidation = () => import('~/features/coupons/admin-validation').then((m) => m.validateIssuance);

export default function AdminCoupons() {
  const { items, goods } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const form = useCheckedForm(failed?.result, loadValidation);
  return <IssuanceAdmin items={items} goods={goods} form={form} />;
}
