import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { MyPage } from '~/features/accounts/ui/MyPage';
import { requireViewer } from '~/features/accounts/guards.server';
import { requireStaff } from '~/features/agencies/staff-guards.server';
import { creditBalance, currentPass } from '~/features/accounts/passes.server';
import { withdraw } from '~/features/accounts/account.server';
import { clearSessionCookies } from '~/features/accounts/session.server';
import { findActiveUser } from '~/features/accounts/users.server';
import { couponSummary } from '~/features/coupons/wallet.server';
import { InstitutionInForceError, withdrawInstitutionOf } from '~/features/agencies/withdrawal.server';
import { institutionMyPage } from '~/features/agencies/my-page.server';
import { goodsNamesIn } from '~/features/orders/index.server';
import { InstitutionCards } from '~/features/agencies/InstitutionCards';
import { operatorInfo } from '~/features/admin/index.server';
import { getLanguage } from '~/lib/i18n.server';
import { formatDate } from '~/lib/format';
import { httpError } from '~/lib/http.server';
import { getFixedT } from '~/lib/i18n.server';
import { tenantPath } from '~/lib/root-data';
import { isStaff } from '~/lib/viewer';
import { redirectWithToast } from '~/lib/toast.server';
import { withdrawSchema } from '~/features/accounts/schemas';
import { parseSubmission, readFormData } from '~/lib/form.server';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['accounts', 'coupons', 'agencies'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const user = await findActiveUser(viewer.id);
  if (!user) throw httpError(401);
  if (isStaff(viewer)) return institutionMyPage(request, await requireStaff(request, context));
  const [pass, credits, coupons, t, lng] = await Promise.all([
    currentPass(user.id),
    creditBalance(user.id),
    couponSummary(user.id),
    getFixedT(request, 'accounts'),
    getLanguage(request),
  ]);
  const nameOf = await goodsNamesIn([pass?.name], lng);
  return {
    title: t('me.title'),
    user: { name: user.name ?? '', email: user.email ?? '', joinType: user.joinType, role: user.role },
    pass: pass && {
      name: nameOf(pass.name),
      start: formatDate(pass.startsAt),
      end: formatDate(pass.endsAt),
      status: pass.state,
    },
    credits,
    coupons,
    institution: null,
  };
}

export const meta = titleMeta;

/** Withdrawal, after the confirmation box is ticked. */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  const submission = parseSubmission(await readFormData(request), { schema: withdrawSchema });
  if (submission.status !== 'success') {
    return redirectWithToast(tenantPath(context.tenant.domain, '/account/me'), {
      type: 'error',
      key: 'accounts:withdraw.confirmRequired',
    });
  }
  try {
    await withdraw(viewer.id, withdrawInstitutionOf);
  } catch (error) {
    if (!(error instanceof InstitutionInForceError)) throw error;
    return redirectWithToast(tenantPath(context.tenant.domain, '/account/me'), {
      type: 'error',
      key: 'agencies:withdraw.periodInForce',
      values: { email: operatorInfo(await getLanguage(request)).email },
    });
  }
  const headers = new Headers();
  for (const cookie of await clearSessionCookies()) headers.append('Set-Cookie', cookie);
  return redirectWithToast(
    tenantPath(context.tenant.domain),
    { type: 'success', key: 'accounts:withdraw.done' },
    headers,
  );
}

export default function MyPageRoute() {
  const { institution, ...member } = useLoaderData<typeof loader>();
  return <MyPage {...member} institution={institution ? <InstitutionCards summary={institution} /> : null} />;
}
