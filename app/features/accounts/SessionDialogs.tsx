import { Form, useLocation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain, useRootData } from '~/lib/root-data';
import type { WelcomeGift } from '~/lib/viewer';
import { Dialog } from '~/ui/Dialog';

/**
 * The session could not be refreshed, or was revoked: one button, which clears the cookies and goes to
 * login — and back to `redirectTo` (the member page that found the session gone) after it.
 */
export function SessionExpiredDialog({ redirectTo }: { redirectTo?: string }) {
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
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <button type="submit" className="btn-primary w-full" data-dialog-dismiss>
          {t('session.toLogin')}
        </button>
      </Form>
    </Dialog>
  );
}

/**
 * After the first login: what was given (or that nothing was, for someone who had it before), and a way
 * to start — the resume (main button) or the culture test — or close. Each clears the first-login flag.
 */
export function WelcomeGiftDialog() {
  const { t } = useTranslation();
  const domain = useDomain();
  const gift: WelcomeGift = useRootData()?.viewer?.welcomeGift ?? null;
  const location = useLocation();
  const given = Boolean(gift && (gift.credits > 0 || gift.passDays > 0));
  return (
    <Dialog
      role="alertdialog"
      labelledBy="welcome-title"
      describedBy="welcome-body"
      testId="welcome-gift"
      className="text-center"
    >
      <h2 id="welcome-title" className="text-lg font-bold">
        {given ? t('welcome.title') : t('welcome.noneTitle')}
      </h2>
      <p id="welcome-body" className="mt-2 text-sm text-gray-600" data-testid="welcome-body">
        {given ? t('welcome.given', { credits: gift?.credits, days: gift?.passDays }) : t('welcome.none')}
      </p>
      <Form method="post" action={tenantPath(domain, '/welcome-gift')} className="mt-6 flex flex-col gap-2">
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button type="submit" name="intent" value="resume" className="btn-primary">
          {t('welcome.toResume')}
        </button>
        <button type="submit" name="intent" value="culture" className="btn-secondary">
          {t('welcome.toCulture')}
        </button>
        <button type="submit" name="intent" value="close" className="btn-ghost" data-dialog-dismiss>
          {t('actions.close')}
        </button>
      </Form>
    </Dialog>
  );
}
