import { Form, useLocation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { Dialog } from '~/ui/Dialog';

/** The session could not be refreshed: one button, which clears the cookies and goes to login. */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const domain = useDomain();
  return (
    <Dialog
      role="alertdialog"
      labelledBy="session-expired-title"
      testId="session-expired"
      className="text-center"
    >
      <h2 id="session-expired-title" className="text-lg font-bold">
        {t('session.expiredTitle')}
      </h2>
      <p className="mt-2 text-sm text-gray-600">{t('session.expiredBody')}</p>
      <Form method="post" action={tenantPath(domain, '/session-expired')} className="mt-6">
        <button type="submit" className="btn-primary w-full" data-dialog-dismiss>
          {t('session.toLogin')}
        </button>
      </Form>
    </Dialog>
  );
}

/** After the first login: go to the coupons, or close. Both clear the first-login flag. */
export function WelcomeGiftDialog() {
  const { t } = useTranslation();
  const domain = useDomain();
  const location = useLocation();
  return (
    <Dialog role="alertdialog" labelledBy="welcome-title" testId="welcome-gift" className="text-center">
      <h2 id="welcome-title" className="text-lg font-bold">
        {t('welcome.title')}
      </h2>
      <p className="mt-2 text-sm text-gray-600">{t('welcome.body')}</p>
      <Form method="post" action={tenantPath(domain, '/welcome-gift')} className="mt-6 flex flex-col gap-2">
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button type="submit" name="intent" value="coupons" className="btn-primary">
          {t('welcome.toCoupons')}
        </button>
        <button type="submit" name="intent" value="close" className="btn-ghost" data-dialog-dismiss>
          {t('actions.close')}
        </button>
      </Form>
    </Dialog>
  );
}
