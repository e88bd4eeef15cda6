import type { LoaderFunctionArgs } from '@remix-run/node';
import { finishSocialLogin } from '~/features/accounts/social-login.server';

/** Kakao's return page, outside the tenants; it sends the person back to their tenant. */
export const loader = ({ request }: LoaderFunctionArgs) => finishSocialLogin('kakao', request);
