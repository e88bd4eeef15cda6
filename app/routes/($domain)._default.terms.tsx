import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { LegalDocument } from '~/features/legal/LegalDocument';
import { getFixedT } from '~/lib/i18n.server';

export const handle = { i18n: ['legal'], pageCache: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getFixedT(request, 'legal');
  return { title: t('terms.title') };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function TermsPage() {
  return <LegalDocument doc="terms" />;
}
