import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { useOperator } from '~/lib/operator';
import { tenantPath, useDomain } from '~/lib/root-data';
import { hasOwnPassword, type SessionViewer } from '~/lib/viewer';
import { SubmitButton } from '~/ui/SubmitButton';

export type MyPageMember = {
  user: { name: string; email: string; joinType: SessionViewer['joinType']; role: string };
  pass: { name: string; start: string; end: string; status: string } | null;
  credits: number;
  coupons: { start: string | null; end: string | null; count: number };
};

/**
 * My page: the account, its pass and coupons (a member) or the institution's cards (`institution`, drawn
 * by the caller: identity knows nothing of institutions), then the account's links, logout and withdrawal.
 */
export function MyPage({
  user,
  pass,
  credits,
  coupons,
  institution,
}: MyPageMember & { institution: ReactNode }) {
  const { t } = useTranslation('accounts');
  const operator = useOperator();
  const domain = useDomain();
  const at = (path: string) => tenantPath(domain, path);
  const canChangePassword = hasOwnPassword(user);
  return (
    <div className="container-page max-w-3xl space-y-6 py-10">
      <h1 className="text-2xl font-bold">{t('me.title')}</h1>

      {institution ? (
        institution
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
