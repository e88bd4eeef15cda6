import type { LoaderFunctionArgs } from '@remix-run/node';
import { finishSocialLogin } from '~/features/accounts/social-login.server';
import { claimSeatOnSignIn } from '~/features/agencies/seats.server';

/** Kakao's return page, outside the tenants; it sends the person back to their tenant. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  finishSocialLogin('kakao', request, claimSeatOnSignIn);

/**
 * Never drawn (the loader redirects or throws), but a page route: without Kakao configured the
 * loader's 404 renders as the localized error page, not as a bare JSON error.
 */
export default function KakaoReturn() {
  return null;
}
