import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
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
import { useOperator } from '~/lib/operator';
import { operatorInfo } from '~/features/admin/index.server';
import { getLanguage } from '~/lib/i18n.server';
import { formatDate } from '~/lib/format';
import { httpError } from '~/lib/http.server';
import { getFixedT } from '~/lib/i18n.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { hasOwnPassword, isStaff } from '~/lib/viewer';
import { redirectWithToast } from '~/lib/toast.server';
import { SubmitButton } from '~/ui/SubmitButton';
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

export default function MyPage() {
  const { user, pass, credits, coupons, institution } = useLoaderData<typeof loader>();
  const { t } = useTranslation('accounts');
  const operator = useOperator();
  const domain = useDomain();
  const at = (path: string) => tenantPath(domain, path);
  const canChangePassword = hasOwnPassword(user);
  return (
    <div className="container-page max-w-3xl space-y-6 py-10">
      <h1 className="text-2xl font-bold">{t('me.title')}</h1>

      {institution ? (
        <InstitutionCards summary={institution} />
      ) : (
        <>
          <section
            className="flex items-center justify-between gap-3 rounded-2xl border border-gray-200 p-6"
            data-testid="account-card"
          >
            <div className="min-w-0">
              <p className="text-lg font-bold">{t('common:nav.honorific', { name: user.name })}</p>
              <p className="text-sm text-gray-600">{user.email}</p>
              <p className="mt-1 text-xs text-gray-500">{t(`joinTypes.${user.joinType}`)}</p>
            </div>
            <Link to={at('/account/me/edit')} className="btn-secondary shrink-0 whitespace-nowrap">
              {t('me.edit')}
            </Link>
          </section>

          <section className="rounded-2xl border border-gray-200 p-6" data-testid="pass-card">
            <h2 className="font-semibold">{t('me.pass')}</h2>
            {pass ? (
              <p className="mt-2" data-testid="pass-status" data-status={pass.status}>
                <span className="font-medium">
                  {t(`passNames.${pass.name}`, { defaultValue: pass.name })}
                </span>{' '}
                <span className="text-sm text-gray-600">
                  {pass.start} ~ {pass.end}
                </span>{' '}
                <span className="text-sm">
                  · {t('me.passStatus')}: {t(`tickets.statuses.${pass.status}`)}
                </span>
              </p>
            ) : (
              <p className="mt-2 text-sm text-gray-600">{t('me.noPass')}</p>
            )}
            <p className="mt-1 text-sm text-gray-600">{t('me.credits', { count: credits })}</p>
            <div className="mt-4 flex gap-2">
              {pass?.status === 'ACTIVE' ? (
                <button type="button" className="btn-primary" disabled title={t('me.passInUse')}>
                  {t('me.buy')}
                </button>
              ) : (
                <Link to={at('/goods/user')} className="btn-primary">
                  {t('me.buy')}
                </Link>
              )}
              <Link to={at('/account/me/ticket')} className="btn-secondary">
                {t('me.ticketHistory')}
              </Link>
            </div>
          </section>

          <section className="rounded-2xl border border-gray-200 p-6" data-testid="coupon-card">
            <h2 className="font-semibold">{t('me.coupons')}</h2>
            <p className="mt-2 text-sm text-gray-600" data-testid="coupon-period">
              {t('me.couponPeriod')}:{' '}
              {coupons.start && coupons.end ? `${coupons.start} ~ ${coupons.end}` : '-'}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-4">
              <Link to={at('/account/me/coupon')} className="btn-secondary">
                {t('coupons:me.register')}
              </Link>
              <Link
                to={at('/account/me/coupon')}
                className="inline-flex text-sm font-semibold text-primary-700"
                data-testid="coupon-count"
              >
                {t('me.ownedCoupons', { count: coupons.count })} →
              </Link>
            </div>
          </section>
        </>
      )}

      <section className="rounded-2xl border border-gray-200 p-6">
        <h2 className="font-semibold">{t('me.manage')}</h2>
        <ul className="mt-3 space-y-3 text-sm">
          <li>
            <a href={operator?.noticeUrl} target="_blank" rel="noreferrer" className="text-primary-700">
              {t('me.notice')} ↗
            </a>
          </li>
          {canChangePassword ? (
            <li>
              <Link to={at('/account/me/edit/password-confirm')} className="text-primary-700">
                {t('me.changePassword')}
              </Link>
            </li>
          ) : null}
          <li>
            <Form method="post" action={at('/logout')}>
              <button type="submit" className="text-primary-700">
                {t('me.logout')}
              </button>
            </Form>
          </li>
          <li>
            <details data-testid="withdraw">
              <summary className="text-red-600">{t('withdraw.open')}</summary>
              <Form method="post" className="mt-3 space-y-3 rounded-lg bg-red-50 p-4">
                <p>{t('withdraw.warning')}</p>
                <label className="flex items-center gap-2">
                  <input type="checkbox" name="confirm" required className="size-4 accent-red-600" />
                  {t('withdraw.confirm')}
                </label>
                <SubmitButton intent="withdraw" className="btn bg-red-600 text-white hover:bg-red-700">
                  {t('withdraw.submit')}
                </SubmitButton>
              </Form>
            </details>
          </li>
        </ul>
      </section>
    </div>
  );
}
