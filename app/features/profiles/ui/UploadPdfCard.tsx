import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { Spinner } from '~/ui/Spinner';

/**
 * Upload a PDF resume: it is read on the server (15–30 s with a model) and opens in the editor as a
 * draft. While it works the card shows progress; without JavaScript the browser's own loading shows.
 */
export function UploadPdfCard({ groupId }: { groupId: number | null }) {
  const { t } = useTranslation('profiles');
  const domain = useDomain();
  const action = tenantPath(domain, '/profile/import');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction === action;
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="flex min-h-32 flex-1 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-gray-300 p-4 text-center text-gray-600"
      aria-busy={busy || undefined}
      data-testid="upload-pdf"
    >
      {groupId ? <input type="hidden" name="groupId" value={groupId} /> : null}
      {busy ? (
        <div role="status" className="flex flex-col items-center gap-2">
          <Spinner className="size-6" />
          <span className="text-sm font-semibold">{t('upload.reading')}</span>
          <span className="text-xs">{t('upload.wait')}</span>
        </div>
      ) : (
        <>
          <label htmlFor="resume-pdf" className="text-sm font-semibold">
            {t('upload.title')}
          </label>
          <input
            id="resume-pdf"
            name="file"
            type="file"
            accept="application/pdf"
            required
            className="max-w-full text-xs file:mr-2 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-1.5 file:text-primary-800"
          />
          <span className="text-xs text-gray-500">{t('upload.limit')}</span>
          <button type="submit" className="btn-secondary px-3 py-1.5">
            {t('upload.submit')}
          </button>
        </>
      )}
    </Form>
  );
}
