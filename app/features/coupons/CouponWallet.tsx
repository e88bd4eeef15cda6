import { Form, Link } from '@remix-run/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { Dialog } from '~/ui/Dialog';
import { SubmitButton } from '~/ui/SubmitButton';
import { useHydrated } from '~/ui/useHydrated';
import { useCheckedForm } from '~/ui/useCheckedForm';
import type { WalletCoupon } from './wallet.server';

const loadValidation = () => import('./validation').then((m) => m.validateRegister);

/**
 * Code input and Register. With JavaScript, the code is checked in place by the action's own schema
 * (empty, blank) and a dialog asks to confirm; without it the server answers both (a toast, or the page back with the confirm box), so the call to register always
 * follows a confirm step.
 */
export function RegisterCouponForm({
  confirmCode,
  limited = false,
}: {
  confirmCode: string | null;
  /** The server refused the last registration: too many codes tried (429). */
  limited?: boolean;
}) {
  const { t } = useTranslation('coupons');
  const hydrated = useHydrated();
  const domain = useDomain();
  const [pending, setPending] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  // The action's own schema (empty, blank) checks the code in place once the page runs (ADR 0034).
  const form = useCheckedForm(undefined, loadValidation, { id: 'coupon-register' });
  const code = pending ?? (confirmCode !== dismissed ? confirmCode : null);
  const message = form.errors.couponNumber?.[0] ?? (limited && !pending ? 'errors.tooManyAttempts' : null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.props.onSubmit(event);
    // Refused in place, or the check has not arrived yet (the server asks to confirm instead).
    if (event.defaultPrevented || !form.props.noValidate) return;
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('couponNumber');
    setPending(
      String(typed ?? '')
        .trim()
        .toUpperCase(),
    );
  };
  const cancel = () => {
    setPending(null);
    setDismissed(confirmCode);
  };

  return (
    <>
      <Form
        method="post"
        {...form.props}
        onSubmit={onSubmit}
        className="mt-6 flex flex-wrap items-end gap-2"
        data-testid="coupon-register"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="coupon-number" className="block text-sm font-medium">
            {t('wallet.codeLabel')}
          </label>
          <input
            id="coupon-number"
            name="couponNumber"
            maxLength={60}
            autoComplete="off"
            placeholder={t('wallet.codePlaceholder')}
            aria-describedby={message ? 'coupon-number-error' : undefined}
            className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2.5 text-base uppercase focus:border-primary-500 focus:outline-none sm:text-sm"
          />
        </div>
        <button type="submit" name="intent" value="register" className="btn-primary">
          {t('wallet.register')}
        </button>
        {message ? (
          <p
            id="coupon-number-error"
            role="alert"
            className="w-full text-sm text-red-600"
            data-testid="coupon-register-error"
          >
            {t(message)}
          </p>
        ) : null}
      </Form>
      {code ? (
        <Dialog labelledBy="coupon-confirm-title" describedBy="coupon-confirm-body" testId="coupon-confirm">
          <h2 id="coupon-confirm-title" className="text-lg font-bold">
            {t('wallet.confirmTitle')}
          </h2>
          <p id="coupon-confirm-body" className="mt-2 text-sm text-gray-600">
            {t('wallet.confirmBody', { code })}
          </p>
          {hydrated ? null : <p className="mt-2 text-sm text-gray-600">{t('wallet.confirmNoJs')}</p>}
          <Form method="post" className="mt-6 flex justify-end gap-2" onSubmit={() => setPending(null)}>
            <input type="hidden" name="couponNumber" value={code} />
            <Link
              to={tenantPath(domain, '/account/me/coupon')}
              className="btn-ghost"
              data-dialog-dismiss
              onClick={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                cancel();
              }}
            >
              {t('wallet.cancel')}
            </Link>
            <SubmitButton intent="register-confirm" className="btn-primary">
              {t('wallet.confirm')}
            </SubmitButton>
          </Form>
        </Dialog>
      ) : null}
    </>
  );
}

/** One wallet card: name, description, expiry, and its label or action (spec §4). */
export function CouponCard({ coupon }: { coupon: WalletCoupon }) {
  const { t } = useTranslation('coupons');
  const domain = useDomain();
  return (
    <li
      className="flex flex-col justify-between rounded-2xl border border-gray-200 p-5"
      data-testid="coupon-card"
      data-label={coupon.label}
    >
      <div>
        <p className="text-xs font-semibold text-primary-700">{benefitText(t, coupon)}</p>
        <h2 className="mt-1 font-bold">{coupon.name}</h2>
        {coupon.description ? <p className="mt-1 text-sm text-gray-600">{coupon.description}</p> : null}
        <p className="mt-2 text-xs text-gray-500">{t('wallet.expires', { date: coupon.end })}</p>
      </div>
      <div className="mt-4">
        {coupon.label === 'used' ? (
          <span className="inline-block rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-600">
            {t('wallet.used')}
          </span>
        ) : null}
        {coupon.label === 'expired' ? (
          <span className="inline-block rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-600">
            {t('wallet.expired')}
          </span>
        ) : null}
        {coupon.label === 'buy' ? (
          <Link to={tenantPath(domain, '/goods')} className="btn-secondary">
            {t('wallet.buy')}
          </Link>
        ) : null}
        {coupon.label === 'use' ? (
          <details data-testid="coupon-use">
            <summary className="btn-primary cursor-pointer list-none">{t('wallet.use')}</summary>
            <Form method="post" className="mt-3 space-y-3 rounded-lg bg-gray-50 p-4 text-sm">
              <p className="font-semibold">{t('wallet.useTitle')}</p>
              <p>{t('wallet.useBody', { name: coupon.name })}</p>
              <input type="hidden" name="couponId" value={coupon.id} />
              <SubmitButton intent="use" className="btn-primary">
                {t('wallet.useConfirm')}
              </SubmitButton>
            </Form>
          </details>
        ) : null}
      </div>
    </li>
  );
}

type T = (key: string, values?: Record<string, unknown>) => string;

/** "10% off", "₩3,000 off", "Free pass". */
export function benefitText(t: T, coupon: Pick<WalletCoupon, 'kind' | 'benefit'>): string {
  return t(`kinds.${coupon.kind}`, { value: coupon.benefit ?? '' });
}
