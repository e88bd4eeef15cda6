import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { requireVisitor } from '~/features/accounts/guards.server';
import { SocialLoginButtons } from '~/features/accounts/ui/SocialLoginButtons';
import { socialProviders } from '~/integrations/social/providers.server';
import { getFixedT } from '~/lib/i18n.server';
import { titleMeta } from '~/lib/meta';
import { tenantPath, useDomain } from '~/lib/root-data';

export const handle = { i18n: ['accounts'], pageCache: true };

/**
 * Where the login page's phone-number advert (spec §2) leads: phone-number login is not offered yet
 * (ADR 0037), so the page says so and offers the ways that work — e-mail, Kakao and Naver.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireVisitor(context);
  const t = await getFixedT(request, 'accounts');
  return { title: t('phoneLogin.title'), providers: socialProviders().map((p) => p.id) };
}

export const meta = titleMeta;

export default function PhoneLoginPage() {
  const { providers } = useLoaderData<typeof loader>();
  const { t } = useTranslation('accounts');
  const domain = useDomain();
  return (
    <div className="container-page max-w-md py-10">
      <h1 className="text-2xl font-bold">{t('phoneLogin.title')}</h1>
      <p className="mt-4 text-gray-700" data-testid="phone-login-notice">
        {t('phoneLogin.body')}
      </p>
      <Link to={tenantPath(domain, '/login')} className="btn-primary mt-6 w-full">
        {t('phoneLogin.email')}
      </Link>
      <SocialLoginButtons providers={providers} redirectTo="" />
    </div>
  );
}
