import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { buyForMember, goodsPageData } from '~/features/orders/goods-page.server';
import { GoodsCards } from '~/features/orders/GoodsCards';
import { GOODS_COUNTRIES } from '~/features/orders/constants';
import { refuseStaff, requireMember } from '~/features/accounts/guards.server';
import { readFormData } from '~/lib/form.server';
import { getLanguage } from '~/lib/i18n.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { Dialog } from '~/ui/Dialog';
import { Alert } from '~/ui/Alert';
import { SubmitButton } from '~/ui/SubmitButton';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['commerce'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Institutions buy on their own page: here they get the unknown-page error (spec §2).
  refuseStaff(context);
  const country = new URL(request.url).searchParams.get('country');
  return goodsPageData(context.viewer?.id ?? null, country, await getLanguage(request));
}

export const meta = titleMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireMember(request, context);
  const domain = context.tenant.domain;
  const result = await buyForMember(viewer.id, await readFormData(request));
  if (result.type === 'order') return redirect(tenantPath(domain, `/order/${result.orderNumber}/user`));
  return data({ error: result.error, modal: result.modal }, { status: result.status });
}

export default function UserGoodsPage() {
  const { items, visitor, country, activePass } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { t } = useTranslation('commerce');
  const domain = useDomain();
  return (
    <div className="container-page max-w-5xl py-10">
      <h1 className="text-2xl font-bold">{t('goods.title')}</h1>
      <p className="mt-2 text-gray-600">{t('goods.intro')}</p>
      {visitor ? (
        <Form method="get" className="mt-6 flex items-end gap-2">
          <label className="flex flex-col text-sm">
            {t('goods.country')}
            <select name="country" defaultValue={country} className="input mt-1">
              {GOODS_COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {t(`goods.countries.${c}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-secondary">
            {t('goods.showCountry')}
          </button>
        </Form>
      ) : null}
      {failure && !failure.modal ? (
        <div className="mt-6">
          <Alert testId="goods-error">{t(failure.error)}</Alert>
        </div>
      ) : null}
      {failure?.modal ? (
        <Dialog labelledBy="ticket-in-use-title" describedBy="ticket-in-use-text" testId="ticket-in-use">
          <h2 id="ticket-in-use-title" className="text-lg font-semibold">
            {t('goods.ticketInUseTitle')}
          </h2>
          <p id="ticket-in-use-text" className="mt-2 text-sm text-gray-700">
            {t(failure.error)}
          </p>
          <Link
            to={tenantPath(domain, '/goods/user')}
            className="btn-primary mt-4 w-full"
            data-dialog-dismiss
          >
            {t('goods.close')}
          </Link>
        </Dialog>
      ) : null}
      {items.length === 0 ? (
        <p className="mt-8 text-gray-600">{t('goods.empty')}</p>
      ) : (
        <Form method="post" className="mt-2">
          <GoodsCards items={items} />
          {visitor ? <p className="mt-4 text-sm text-gray-600">{t('goods.loginFirst')}</p> : null}
          {activePass ? <p className="mt-4 text-sm text-gray-600">{t('errors.ticketInUse')}</p> : null}
          <div className="mt-6 max-w-xs">
            <SubmitButton intent="buy">{t('goods.buy')}</SubmitButton>
          </div>
        </Form>
      )}
    </div>
  );
}
