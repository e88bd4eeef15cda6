import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { goodsEditAction, goodsEditData } from '~/features/admin/admin-pages.server';
import { AdminNav } from '~/features/admin/AdminNav';
import { GoodsFormFields } from '~/features/admin/GoodsFormFields';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { readFormData } from '~/lib/form.server';
import { redirectWithToast } from '~/lib/toast.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { SubmitButton } from '~/ui/SubmitButton';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['admin'] };

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return goodsEditData(request, context, params.id);
}

export const meta = titleMeta;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const result = await goodsEditAction(context, params.id, await readFormData(request));
  if (result.type === 'redirect') return redirectWithToast(result.to, result.toast);
  return data({ result: result.reply }, { status: 400 });
}

const loadValidation = () => import('~/features/admin/validation').then((m) => m.validateGoods);

export default function AdminGoodsEdit() {
  const { values, hidden } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation('admin');
  const domain = useDomain();
  const form = useCheckedForm(failed?.result, loadValidation);
  return (
    <div className="container-page max-w-3xl py-10">
      <Link to={tenantPath(domain, '/admin/goods')} className="text-sm text-primary-700">
        ← {t('common.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">
        {t('goods.edit')}: {values.code}
      </h1>
      <AdminNav />
      <Form method="post" {...form.props} className="mt-6 space-y-4">
        <GoodsFormFields values={form.values(values)} errors={form.errors} />
        <SubmitButton intent="save" className="btn-primary">
          {t('common.save')}
        </SubmitButton>
      </Form>
      <Form method="post" className="mt-6">
        <p className="text-sm text-gray-600">{hidden ? t('goods.hidden') : t('goods.onSale')}</p>
        <SubmitButton intent={hidden ? 'show' : 'hide'} className="btn-secondary mt-2">
          {hidden ? t('goods.show') : t('goods.hide')}
        </SubmitButton>
      </Form>
    </div>
  );
}
