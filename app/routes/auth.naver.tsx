import type { LoaderFunctionArgs } from '@remix-run/node';
import { finishSocialLogin } from '~/features/accounts/social-login.server';

/** Naver's return page, outside the tenants; it sends the person back to their tenant. */
export const loader = ({ request }: LoaderFunctionArgs) => finishSocialLogin('naver', request);
