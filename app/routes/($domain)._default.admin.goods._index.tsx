import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { goodsCreateAction, goodsListData } from '~/features/admin/admin-pages.server';
import { AdminNav } from '~/features/admin/AdminNav';
import { GoodsFormFields } from '~/features/admin/GoodsFormFields';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { readFormData } from '~/lib/form.server';
import { redirectWithToast } from '~/lib/toast.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { SubmitButton } from '~/ui/SubmitButton';
import { titleMeta } from '~/lib/meta';
import { TableScroll } from '~/ui/TableScroll';

export const handle = { i18n: ['admin'] };

export function loader({ request, context }: LoaderFunctionArgs) {
  return goodsListData(request, context);
}

export const meta = titleMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await goodsCreateAction(context, await readFormData(request));
  if (result.type === 'redirect') return redirectWithToast(result.to, result.toast);
  return data({ result: result.reply }, { status: 400 });
}

const loadValidation = () => import('~/features/admin/validation').then((m) => m.validateGoods);

export default function AdminGoods() {
  const { items } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation('admin');
  const domain = useDomain();
  const form = useCheckedForm(failed?.result, loadValidation);
  return (
    <div className="container-page max-w-5xl py-10">
      <h1 className="text-2xl font-bold">{t('goods.title')}</h1>
      <AdminNav />
      <TableScroll label={t('goods.title')} className="mt-6">
        <table className="w-full text-left text-sm">
          <thead className="border-b text-gray-500">
            <tr>
              <th className="py-2">{t('goods.code')}</th>
              <th className="py-2">{t('goods.name')}</th>
              <th className="py-2">{t('goods.price')}</th>
              <th className="py-2">{t('goods.duration')}</th>
              <th className="py-2">{t('goods.limit')}</th>
              <th className="py-2">{t('orders.status')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((g) => (
              <tr key={g.id} className="border-b border-gray-100">
                <td className="py-2">
                  <Link
                    to={tenantPath(domain, `/admin/goods/${g.id}`)}
                    className="whitespace-nowrap text-primary-700 underline"
                  >
                    {g.code}
                  </Link>
                </td>
                <td className="py-2">
                  {g.name} {g.best ? `· ${t('goods.best')}` : ''} {g.agency ? `· ${t('goods.agency')}` : ''}
                </td>
                <td className="py-2">{g.price}</td>
                <td className="py-2">{g.duration}</td>
                <td className="py-2">{g.limit ?? t('goods.unlimited')}</td>
                <td className="py-2">{g.hidden ? t('goods.hidden') : t('goods.onSale')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <section className="mt-10" aria-labelledby="create-title">
        <h2 id="create-title" className="text-lg font-semibold">
          {t('goods.create')}
        </h2>
        <Form method="post" {...form.props} className="mt-4 space-y-4">
          <GoodsFormFields values={form.values({})} errors={form.errors} />
          <SubmitButton intent="create" className="btn-primary">
            {t('common.save')}
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}
