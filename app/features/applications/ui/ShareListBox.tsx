import { Form } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { SubmitButton } from '~/ui/SubmitButton';

export type ListShareState = { agencyName: string; shared: boolean };

/**
 * For a member who holds a seat of an institution: share the whole application list with it, or stop
 * (off by default, a plain form). Unshared, the institution sees the member's applications only as
 * counts among everyone's.
 */
export function ShareListBox({ state }: { state: ListShareState }) {
  const { t } = useTranslation('applications');
  const name = state.agencyName;
  return (
    <section
      className="mt-6 rounded-2xl border border-gray-200 p-4"
      aria-labelledby="share-list-heading"
      data-testid="share-list"
      data-shared={state.shared ? 'true' : 'false'}
    >
      <h2 id="share-list-heading" className="font-semibold">
        {t('shareList.title', { name })}
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        {state.shared ? t('shareList.isShared', { name }) : t('shareList.help', { name })}
      </p>
      <Form method="post" className="mt-3">
        <SubmitButton
          intent={state.shared ? 'unshare-list' : 'share-list'}
          className="btn-secondary min-h-9 px-3 text-sm"
        >
          {state.shared ? t('shareList.off', { name }) : t('shareList.on', { name })}
        </SubmitButton>
      </Form>
    </section>
  );
}
