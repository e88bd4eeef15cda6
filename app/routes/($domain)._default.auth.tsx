import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { tenantPath } from '~/lib/root-data';

/** /auth alone (the providers' return pages are /auth/kakao and /auth/naver): the login page. */
export const loader = ({ context }: LoaderFunctionArgs) =>
  redirect(tenantPath(context.tenant.domain, '/login'));
