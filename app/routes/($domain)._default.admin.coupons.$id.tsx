import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { AdminNav } from '~/features/admin/AdminNav';
import { OperatorLogSection } from '~/features/admin/OperatorLog';
import { TranslationFields } from '~/features/admin/TranslationFields';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { issuanceDetailAction, issuanceDetailData } from '~/features/coupons/admin-pages.server';
import { readFormData } from '~/lib/form.server';
import { redirectWithToast } from '~/lib/toast.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { SubmitButton } from '~/ui/SubmitButton';
import { titleMeta } from '~/lib/meta';
import { TableScroll } from '~/ui/TableScroll';

export const handle = { i18n: ['admin', 'coupons'] };

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return issuanceDetailData(request, context, params.id);
}

export const meta = titleMeta;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const result = await issuanceDetailAction(context, params.id, await readFormData(request));
  if (result.type === 'redirect') return redirectWithToast(result.to, result.toast);
  return data({ result: result.reply }, { status: 400 });
}

const loadGenerate = () => import('~/features/coupons/admin-validation').then((m) => m.validateGenerate);
const loadNames = () => import('~/features/coupons/admin-validation').then((m) => m.validateIssuanceNames);

export default function AdminCoupon() {
  const { issuance, names, sharedCodes, singleUseCodes, redemptions, log } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation('coupons');
  const domain = useDomain();
  // One reply for both forms: each shows the errors of its own fields.
  const generate = useCheckedForm(failed?.result, loadGenerate);
  const namesForm = useCheckedForm(failed?.result, loadNames);
  const countError = generate.errors.count;
  const errors = namesForm.errors;
  return (
    <div className="container-page max-w-5xl py-10">
      <Link to={tenantPath(domain, '/admin/coupons')} className="text-sm text-primary-700">
        ← {t('admin.title')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{issuance.name}</h1>
      <AdminNav />
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="issuance-summary">
        <dt className="text-gray-600">{t('admin.kind')}</dt>
        <dd>
          {issuance.kind} {issuance.value !== '-' ? issuance.value : ''}
        </dd>
        <dt className="text-gray-600">{t('history.period')}</dt>
        <dd>{issuance.period}</dd>
        <dt className="text-gray-600">{t('admin.issued')}</dt>
        <dd>
          {issuance.issued} / {issuance.totalLimit ?? '∞'} ({t('admin.perUserLimit')} {issuance.perUserLimit})
        </dd>
        <dt className="text-gray-600">{t('admin.sharedCode')}</dt>
        <dd>{sharedCodes.join(', ') || '-'}</dd>
        <dt className="text-gray-600">{t('admin.codes')}</dt>
        <dd>{singleUseCodes}</dd>
        <dt className="text-gray-600">{t('history.availability')}</dt>
        <dd data-testid="issuance-active">{issuance.active ? t('admin.active') : t('admin.inactive')}</dd>
      </dl>
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <Form method="post" {...generate.props} className="flex items-end gap-2">
          <div>
            <label htmlFor="generate-count" className="block text-sm font-medium">
              {t('admin.count')}
            </label>
            <input
              id="generate-count"
              name="count"
              inputMode="numeric"
              required
              defaultValue={generate.typed('count', '10')}
              className="mt-1 block w-32 rounded-lg border border-gray-300 px-3 py-2 text-base sm:text-sm"
            />
            {countError?.length ? (
              <p className="mt-1 text-sm text-red-600" role="alert">
                {t(countError[0])}
              </p>
            ) : null}
          </div>
          <SubmitButton intent="generate" className="btn-secondary">
            {t('admin.generate')}
          </SubmitButton>
        </Form>
        <a
          href={tenantPath(domain, `/admin/coupons/${issuance.id}/codes.csv`)}
          className="btn-secondary"
          download
        >
          {t('admin.download')}
        </a>
        {issuance.active ? (
          <Form method="post">
            <SubmitButton intent="deactivate" className="btn bg-red-600 text-white hover:bg-red-700">
              {t('admin.deactivate')}
            </SubmitButton>
          </Form>
        ) : null}
      </div>
      <section className="mt-10" aria-labelledby="names-title">
        <h2 id="names-title" className="text-lg font-semibold">
          {t('admin.names')}
        </h2>
        <Form
          method="post"
          {...namesForm.props}
          className="mt-4 grid gap-3 sm:grid-cols-2"
          data-testid="issuance-names"
        >
          <div className="flex flex-col text-sm">
            <label htmlFor="names-name">{t('admin.nameKo')}</label>
            <input
              id="names-name"
              name="name"
              required
              maxLength={100}
              defaultValue={namesForm.typed('name', names.name)}
              className="input mt-1"
            />
            {errors.name?.length ? (
              <span className="text-sm text-red-600" role="alert">
                {t(errors.name[0])}
              </span>
            ) : null}
          </div>
          <div className="flex flex-col text-sm">
            <label htmlFor="names-description">{t('admin.descriptionKo')}</label>
            <input
              id="names-description"
              name="description"
              maxLength={500}
              defaultValue={namesForm.typed('description', names.description)}
              className="input mt-1"
            />
          </div>
          <TranslationFields values={namesForm.values(names)} errors={errors} idPrefix="names" />
          <div className="sm:col-span-2">
            <SubmitButton intent="names" className="btn-secondary">
              {t('admin.saveNames')}
            </SubmitButton>
          </div>
        </Form>
      </section>
      <section className="mt-10" aria-labelledby="redemptions-title">
        <h2 id="redemptions-title" className="text-lg font-semibold">
          {t('admin.redemptions')}
        </h2>
        {redemptions.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">{t('admin.none')}</p>
        ) : (
          <TableScroll label={t('admin.redemptions')} className="mt-2">
            <table className="w-full text-left text-sm">
              <thead className="border-b text-gray-500">
                <tr>
                  <th className="py-2">{t('admin.member')}</th>
                  <th className="py-2">{t('admin.code')}</th>
                  <th className="py-2">{t('admin.registeredAt')}</th>
                  <th className="py-2">{t('admin.usedAt')}</th>
                  <th className="py-2">{t('admin.order')}</th>
                </tr>
              </thead>
              <tbody>
                {redemptions.map((r) => (
                  <tr key={r.id} className="border-b border-gray-100" data-testid="redemption">
                    <td className="py-2">{r.email}</td>
                    <td className="py-2">{r.code}</td>
                    <td className="py-2">{r.registeredAt}</td>
                    <td className="py-2">{r.usedAt ?? '-'}</td>
                    <td className="py-2">{r.orderNumber ?? '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
      <OperatorLogSection entries={log} title={t('admin.log')} />
    </div>
  );
}
