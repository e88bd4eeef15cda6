import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { AdminNav } from '~/features/admin/AdminNav';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { announcementsAction, announcementsPageData } from '~/features/notifications/announce-page.server';
import { readFormData } from '~/lib/form.server';
import { redirectWithToast } from '~/lib/toast.server';
import { SubmitButton } from '~/ui/SubmitButton';
import { titleMeta } from '~/lib/meta';
import { TableScroll } from '~/ui/TableScroll';

export const handle = { i18n: ['admin', 'notifications'] };

export function loader({ request, context }: LoaderFunctionArgs) {
  return announcementsPageData(request, context);
}

export const meta = titleMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await announcementsAction(context, await readFormData(request));
  if (result.type === 'redirect') return redirectWithToast(result.to, result.toast);
  return data({ result: result.reply }, { status: 400 });
}

const loadValidation = () =>
  import('~/features/notifications/validation').then((m) => m.validateAnnouncement);

/** Operator console: send an announcement that becomes a notification for each member of the audience. */
export default function AdminAnnouncements() {
  const { tenants, sent } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation('notifications');
  const form = useCheckedForm(failed?.result, loadValidation);
  const error = (name: string) =>
    form.errors[name]?.[0] ? (
      <span className="text-sm text-red-600" role="alert" id={`${name}-error`}>
        {t(form.errors[name][0])}
      </span>
    ) : null;
  const invalid = (name: string) =>
    form.errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {};
  return (
    <div className="container-page max-w-4xl py-10">
      <h1 className="text-2xl font-bold">{t('announce.title')}</h1>
      <AdminNav />
      <section className="mt-6" aria-labelledby="announce-new">
        <h2 id="announce-new" className="text-lg font-semibold">
          {t('announce.new')}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t('announce.note')}</p>
        <Form method="post" {...form.props} className="mt-4 grid gap-3">
          <label className="flex flex-col text-sm">
            {t('announce.audience')}
            <select
              name="audience"
              defaultValue={form.typed('audience', 'all')}
              className="input mt-1"
              {...invalid('audience')}
            >
              <option value="all">{t('announce.allMembers')}</option>
              {tenants.map((tn) => (
                <option key={tn.domain} value={tn.domain}>
                  {t('announce.tenantMembers', { name: tn.name, domain: tn.domain })}
                </option>
              ))}
            </select>
            {error('audience')}
          </label>
          <label className="flex flex-col text-sm">
            {t('announce.headline')}
            <input
              name="title"
              required
              maxLength={100}
              defaultValue={form.typed('title')}
              className="input mt-1"
              {...invalid('title')}
            />
            {error('title')}
          </label>
          <label className="flex flex-col text-sm">
            {t('announce.body')}
            <textarea
              name="body"
              required
              maxLength={1000}
              rows={4}
              defaultValue={form.typed('body')}
              className="input mt-1"
              {...invalid('body')}
            />
            {error('body')}
          </label>
          <label className="flex flex-col text-sm">
            {t('announce.link')}
            <input
              name="link"
              maxLength={500}
              defaultValue={form.typed('link')}
              className="input mt-1"
              aria-describedby="link-hint"
              {...invalid('link')}
            />
            <span id="link-hint" className="text-xs text-gray-600">
              {t('announce.linkHint')}
            </span>
            {error('link')}
          </label>
          <div>
            <SubmitButton intent="send" className="btn-primary">
              {t('announce.send')}
            </SubmitButton>
          </div>
        </Form>
      </section>
      <section className="mt-10" aria-labelledby="announce-sent">
        <h2 id="announce-sent" className="text-lg font-semibold">
          {t('announce.history')}
        </h2>
        {sent.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">{t('announce.empty')}</p>
        ) : (
          <TableScroll label={t('announce.history')} className="mt-2">
            <table className="w-full text-left text-sm">
              <thead className="border-b text-gray-500">
                <tr>
                  <th className="py-2">{t('announce.when')}</th>
                  <th className="py-2">{t('announce.headline')}</th>
                  <th className="py-2">{t('announce.audience')}</th>
                  <th className="py-2">{t('announce.who')}</th>
                  <th className="py-2">{t('announce.recipients')}</th>
                </tr>
              </thead>
              <tbody>
                {sent.map((a) => (
                  <tr key={a.id} className="border-b border-gray-100" data-testid="announcement-row">
                    <td className="py-2">{a.when}</td>
                    <td className="py-2">{a.title}</td>
                    <td className="py-2">{a.domain ?? t('announce.allMembers')}</td>
                    <td className="py-2">{a.sender}</td>
                    <td className="py-2">{a.recipients}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </div>
  );
}
