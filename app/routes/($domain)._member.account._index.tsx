import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { tenantPath } from '~/lib/root-data';

export const loader = ({ context }: LoaderFunctionArgs) =>
  redirect(tenantPath(context.tenant.domain, '/account/me'));
