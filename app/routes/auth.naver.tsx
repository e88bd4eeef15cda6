import type { LoaderFunctionArgs } from '@remix-run/node';
import { finishSocialLogin } from '~/features/accounts/social-login.server';
import { claimSeatOnSignIn } from '~/features/agencies/seats.server';

/** Naver's return page, outside the tenants; it sends the person back to their tenant. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  finishSocialLogin('naver', request, claimSeatOnSignIn);

/**
 * Never drawn (the loader redirects or throws), but a page route: without Naver configured the
 * loader's 404 renders as the localized error page, not as a bare JSON error.
 */
export default function NaverReturn() {
  return null;
}
