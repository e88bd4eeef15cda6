import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';

/**
 * Print: the print-ready page (in an 800×600 window with JavaScript, a normal page without) and the
 * PDF download. Disabled until a resume is chosen; while there is nothing to print (`notReady`: the
 * resume not generated yet on the resume tab, no finished letter on the cover-letter tab) both stay
 * disabled with that reason beside them, so neither a popup nor an empty document is made for nothing.
 */
export function PrintButton({
  profileId,
  tab = 'coverletter',
  label,
  notReady,
  applicationId,
}: {
  profileId: number | null;
  /** The application whose letters print (the result screen's `?app=`). */
  applicationId?: number | null;
  tab?: 'coverletter' | 'resume';
  label: string;
  /** Why there is nothing to print yet (shown beside the disabled buttons); none when there is. */
  notReady?: string;
}) {
  const { t } = useTranslation('coverletters');
  const domain = useDomain();
  if (!profileId)
    return (
      <button type="button" className="btn-secondary" disabled>
        {label}
      </button>
    );
  if (notReady)
    return (
      <span className="flex flex-wrap items-center gap-2" data-testid="print-not-ready">
        <button type="button" className="btn-secondary" disabled aria-describedby="print-not-ready">
          {label}
        </button>
        <button type="button" className="btn-ghost" disabled aria-describedby="print-not-ready">
          {t('print.pdf')}
        </button>
        <span id="print-not-ready" className="text-sm text-gray-600" role="status">
          {notReady}
        </span>
      </span>
    );
  const query = `?id=${profileId}&tab=${tab}${applicationId ? `&app=${applicationId}` : ''}`;
  const page = tenantPath(domain, `/profile/print${query}`);
  return (
    <span className="flex gap-2">
      <a
        href={page}
        className="btn-secondary"
        data-testid="print"
        onClick={(e) => {
          // A popup blocker just leaves the link to work as a normal page.
          if (window.open(page, 'print', 'width=800,height=600')) e.preventDefault();
        }}
      >
        {label}
      </a>
      <a
        href={tenantPath(domain, `/profile/print.pdf${query}`)}
        className="btn-ghost"
        // No `download` attribute: the answer's Content-Disposition makes a PDF a download, and a busy
        // pool's 503 page ("try again") is then shown instead of a failed download.
        data-testid="print-pdf"
      >
        {t('print.pdf')}
      </a>
    </span>
  );
}
