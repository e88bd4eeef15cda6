import { redirect, type AppLoadContext } from '@remix-run/node';
import { httpError } from '~/lib/http.server';
import type { StaffAccount } from './agencies.server';

/**
 * An institution's pages (buying seats, its orders, its members' shared resumes) answer under its own
 * path only (ADR 0020): staff who open one under another tenant's path (`/other/agency`) are sent to the
 * same page under their own (`/theirs/agency`), so a page never shows one institution's business under
 * another's name. Only a GET is moved, and only while their own tenant is active (a deactivated one falls
 * back to /main, which would loop); anything else is the 404 page.
 */
export function requireOwnPath(request: Request, context: AppLoadContext, account: StaffAccount): void {
  const here = context.tenant.domain;
  if (here === account.domain) return;
  if (request.method !== 'GET' || !account.tenantActive) throw httpError(404);
  const url = new URL(request.url);
  const rest = url.pathname.startsWith(`/${here}/`) ? url.pathname.slice(here.length + 1) : url.pathname;
  throw redirect(`/${account.domain}${rest}${url.search}`);
}
