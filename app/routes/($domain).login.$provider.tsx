import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { requireVisitor } from '~/features/accounts/guards.server';
import { startSocialLogin } from '~/features/accounts/social-login.server';
import { readFormData } from '~/lib/form.server';

/** POST from the login page's Kakao or Naver button. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  requireVisitor(context);
  const form = await readFormData(request.clone());
  return startSocialLogin(params.provider ?? '', request, context.tenant.domain, form.get('redirectTo'));
}

export const loader = ({ context }: LoaderFunctionArgs) => redirect(`/${context.tenant.domain}/login`);

/** Never drawn, but a page route: an unknown or unconfigured provider's 404 is the localized error page. */
export default function SocialLoginStart() {
  return null;
}
