import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { requireVisitor } from '~/features/accounts/guards.server';
import { startSocialLogin } from '~/features/accounts/social-login.server';
import { socialStartSchema } from '~/features/accounts/schemas';
import { parseSubmission, readFormData } from '~/lib/form.server';

/** POST from the login page's Kakao or Naver button. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  requireVisitor(context);
  const submission = parseSubmission(await readFormData(request.clone()), { schema: socialStartSchema });
  const redirectTo = submission.status === 'success' ? submission.value.redirectTo : undefined;
  return startSocialLogin(params.provider ?? '', request, context.tenant.domain, redirectTo);
}

export const loader = ({ context }: LoaderFunctionArgs) => redirect(`/${context.tenant.domain}/login`);

/** Never drawn, but a page route: an unknown or unconfigured provider's 404 is the localized error page. */
export default function SocialLoginStart() {
  return null;
}
