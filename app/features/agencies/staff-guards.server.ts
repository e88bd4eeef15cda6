import type { AppLoadContext } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/index.server';
import { httpError } from '~/lib/http.server';
import { isStaff, type SessionViewer } from '~/lib/viewer';
import { staffAccount, type StaffAccount } from './agencies.server';

// An institution's page guards (design §3: auth helpers throw). They live with institutions, above
// identity: accounts' guards (requireViewer and the rest) know nothing of institutions (ADR 0035).

/** The viewer's institution (its row, the staff row, its tenant's domain) when they are its staff; else null. */
export async function staffOf(viewer: SessionViewer | null): Promise<StaffAccount | null> {
  return viewer && isStaff(viewer) ? staffAccount(viewer.id) : null;
}

/** An institution's pages: its staff account's institution; anyone else signed in gets the 404 page. */
export async function requireStaff(request: Request, context: AppLoadContext): Promise<StaffAccount> {
  const account = await staffOf(requireViewer(request, context));
  if (!account) throw httpError(404);
  return account;
}

/**
 * The tenant check: an institution's pages answer under its own path only (`/{its domain}/…`); under
 * another tenant's path they are 404. Not a redirect: that would loop once its tenant is deactivated
 * (a deactivated path falls back to /main).
 */
export function requireOwnTenant(context: AppLoadContext, account: Pick<StaffAccount, 'domain'>) {
  if (context.tenant.domain !== account.domain) throw httpError(404);
}

/** requireStaff and the tenant check: the institution's cohort, under its own path. */
export async function requireStaffOfTenant(request: Request, context: AppLoadContext): Promise<StaffAccount> {
  const account = await requireStaff(request, context);
  requireOwnTenant(context, account);
  return account;
}
