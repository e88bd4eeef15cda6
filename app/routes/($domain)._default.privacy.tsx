import type { LoaderFunctionArgs } from '@remix-run/node';
import { LegalDocument } from '~/features/legal/LegalDocument';
import { getFixedT } from '~/lib/i18n.server';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['legal'], pageCache: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getFixedT(request, 'legal');
  return { title: t('privacy.title') };
}

export const meta = titleMeta;

export default function PrivacyPage() {
  return <LegalDocument doc="privacy" />;
}
