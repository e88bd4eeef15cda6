import { Form } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { SubmitButton } from '~/ui/SubmitButton';

export type ShareState = {
  agencyName: string;
  shared: boolean;
  comments: { id: number; body: string; at: string }[];
};

/**
 * On a member's own resume: share it with their institution or stop (off by default, a plain form), and
 * the staff's comments, shown whether or not it is still shared.
 */
export function ShareBox({ profileId, state }: { profileId: number; state: ShareState }) {
  const { t } = useTranslation('agencyDashboard');
  const domain = useDomain();
  return (
    <section
      aria-labelledby="share-title"
      className="rounded-2xl border border-gray-200 p-5"
      data-testid="share-box"
    >
      <h2 id="share-title" className="font-semibold">
        {t('share.title', { name: state.agencyName })}
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        {state.shared ? t('share.isShared', { name: state.agencyName }) : t('share.help')}
      </p>
      <Form method="post" action={tenantPath(domain, '/profile/share')} className="mt-3">
        <input type="hidden" name="profileId" value={profileId} />
        <SubmitButton intent={state.shared ? 'unshare' : 'share'} className="btn-secondary">
          {state.shared ? t('share.off') : t('share.on')}
        </SubmitButton>
      </Form>
      {state.comments.length ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">{t('share.comments', { name: state.agencyName })}</h3>
          <ul className="mt-2 space-y-2 text-sm" data-testid="member-comments">
            {state.comments.map((c) => (
              <li key={c.id} className="rounded-lg bg-gray-50 p-3">
                <p className="whitespace-pre-line">{c.body}</p>
                <p className="mt-1 text-xs text-gray-600">{c.at}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
