import { Form, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tenantPath, useDomain } from '~/lib/root-data';

function Modal({
  labelledBy,
  children,
  testId,
}: {
  labelledBy: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        data-testid={testId}
        className="w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl"
      >
        {children}
      </div>
    </div>
  );
}

/** The session could not be refreshed: one button, which clears the cookies and goes to login. */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const domain = useDomain();
  return (
    <Modal labelledBy="session-expired-title" testId="session-expired">
      <h2 id="session-expired-title" className="text-lg font-bold">
        {t('session.expiredTitle')}
      </h2>
      <p className="mt-2 text-sm text-gray-600">{t('session.expiredBody')}</p>
      <Form method="post" action={tenantPath(domain, '/session-expired')} className="mt-6">
        <button type="submit" className="btn-primary w-full">
          {t('session.toLogin')}
        </button>
      </Form>
    </Modal>
  );
}

/** After the first login: go to the coupons, or close. Both clear the first-login flag. */
export function WelcomeGiftDialog() {
  const { t } = useTranslation();
  const domain = useDomain();
  const location = useLocation();
  return (
    <Modal labelledBy="welcome-title" testId="welcome-gift">
      <h2 id="welcome-title" className="text-lg font-bold">
        {t('welcome.title')}
      </h2>
      <p className="mt-2 text-sm text-gray-600">{t('welcome.body')}</p>
      <Form method="post" action={tenantPath(domain, '/welcome-gift')} className="mt-6 flex flex-col gap-2">
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button type="submit" name="intent" value="coupons" className="btn-primary">
          {t('welcome.toCoupons')}
        </button>
        <button type="submit" name="intent" value="close" className="btn-ghost">
          {t('actions.close')}
        </button>
      </Form>
    </Modal>
  );
}
