import type { LoaderFunctionArgs } from '@remix-run/node';
import { useTranslation } from '~/lib/i18n-react';
import { adminHomeData } from '~/features/admin/admin-pages.server';
import { AdminNav } from '~/features/admin/AdminNav';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['admin'] };

/** The operator console's home (ADMIN only; a 404 for everyone else). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return adminHomeData(request, context);
}

export const meta = titleMeta;

export default function AdminHome() {
  const { t } = useTranslation('admin');
  return (
    <div className="container-page max-w-5xl py-10">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <AdminNav />
      <p className="mt-6 text-gray-700">{t('intro')}</p>
    </div>
  );
}
