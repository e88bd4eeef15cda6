import { Form, useSearchParams } from '@remix-run/react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { Spinner } from '~/ui/Spinner';
import { isImportFailure, isTooLarge, type ImportFailure } from '../import-paths';

/**
 * Upload a resume (PDF, Word .docx, 한글 .hwp and .hwpx or JSON Resume; the card says which): it is read on the server (15–30 s with a model) and opens in the editor as a
 * draft. A refusal comes back to this card in the same group (`?group=…&import=<reason>`) and is said
 * here. With JavaScript a file over the size limit is refused before it is sent; the form is always
 * posted as a page (not fetched), so an answer from the host itself (a body over its limit) lands on
 * the same message instead of an error screen. While it works the card shows progress; without
 * JavaScript the browser's own loading shows.
 */
/** What the file picker offers: the formats the import reads (the server tells them apart by content). */
const ACCEPT = [
  '.pdf',
  'application/pdf',
  '.docx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.hwp',
  '.hwpx',
  '.json',
  'application/json',
].join(',');

export function UploadPdfCard({ groupId }: { groupId: number | null }) {
  const { t } = useTranslation('profiles');
  const domain = useDomain();
  const [params] = useSearchParams();
  const [picked, setPicked] = useState<ImportFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const fromServer = params.get('import');
  const failure = picked ?? (isImportFailure(fromServer) ? fromServer : null);
  // The group travels in the address as well as in the form: a body the host refuses is never read.
  const action = tenantPath(domain, '/profile/import') + (groupId ? `?group=${groupId}` : '');

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setPicked(isTooLarge(event.currentTarget.files?.[0]) ? 'too-large' : null);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem('file') as HTMLInputElement | null;
    if (isTooLarge(input?.files?.[0])) {
      event.preventDefault();
      setPicked('too-large');
      input?.focus();
      return;
    }
    setBusy(true);
  };

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      reloadDocument
      onSubmit={onSubmit}
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
      ) : null}
      {/* Kept in the page while the upload is sent: the browser reads the file from this input. */}
      <div className={busy ? 'hidden' : 'flex max-w-full flex-col items-center gap-2'}>
        <label htmlFor="resume-pdf" className="text-sm font-semibold">
          {t('upload.title')}
        </label>
        <input
          id="resume-pdf"
          name="file"
          type="file"
          accept={ACCEPT}
          required
          onChange={onChange}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? 'resume-pdf-error resume-pdf-limit' : 'resume-pdf-limit'}
          className="max-w-full text-xs file:mr-2 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-1.5 file:text-primary-800"
        />
        <span id="resume-pdf-limit" className="text-xs text-gray-500">
          {t('upload.limit')}
        </span>
        {failure ? (
          <p
            id="resume-pdf-error"
            role="alert"
            className="text-xs font-semibold text-red-700"
            data-testid="upload-error"
          >
            {t(`upload.errors.${failure}`)}
          </p>
        ) : null}
        <button type="submit" className="btn-secondary min-h-6 px-3 py-1.5">
          {t('upload.submit')}
        </button>
      </div>
    </Form>
  );
}
