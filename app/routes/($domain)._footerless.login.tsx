import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { requireVisitor } from '~/features/accounts/guards.server';
import { forgotPassword, personalLogin, signInHeaders } from '~/features/accounts/login-action.server';
import { LoginPage } from '~/features/accounts/ui/LoginPage';
import { AgencyLoginForm } from '~/features/agencies/AgencyLoginForm';
import { agencyLogin } from '~/features/agencies/login-action.server';
import { joinAgencyOnLogin, joinToast } from '~/features/agencies/seats.server';
import { socialProviders } from '~/integrations/social/providers.server';
import { readFormData } from '~/lib/form.server';
import { getFixedT } from '~/lib/i18n.server';
import { titleMeta } from '~/lib/meta';
import { tenantPath } from '~/lib/root-data';

export const handle = { i18n: ['accounts'], pageCache: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireVisitor(context);
  const t = await getFixedT(request, 'accounts');
  return {
    title: t('login.title'),
    providers: socialProviders().map((p) => p.id),
  };
}

export const meta = titleMeta;

/** The personal login, the forgot-password box and the institution tab, told apart by `intent`. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireVisitor(context);
  const form = await readFormData(request);
  const domain = context.tenant.domain;
  const ip = context.clientIp;
  if (form.get('intent') === 'forgot') return forgotPassword(request, form, domain);
  if (form.get('intent') === 'agency-login') return agencyLogin(form, { ip, domain, signInHeaders });
  return personalLogin(form, {
    ip,
    home: tenantPath(domain),
    // Under an institution's path the sign-in also claims its seat (the domain coupon, spec §4).
    welcome: async (user) => joinToast(await joinAgencyOnLogin(user, domain)),
  });
}

export default function Login() {
  const { providers } = useLoaderData<typeof loader>();
  return (
    <LoginPage
      providers={providers}
      result={useActionData<typeof action>()}
      agencyForm={(answer) => <AgencyLoginForm answer={answer} />}
    />
  );
}
