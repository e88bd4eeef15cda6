import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';

/**
 * Print: the print-ready page (in an 800×600 window with JavaScript, a normal page without) and the
 * PDF download. Disabled until a resume is chosen.
 */
export function PrintButton({
  profileId,
  tab = 'coverletter',
  label,
}: {
  profileId: number | null;
  tab?: 'coverletter' | 'resume';
  label: string;
}) {
  const { t } = useTranslation('coverletters');
  const domain = useDomain();
  if (!profileId)
    return (
      <button type="button" className="btn-secondary" disabled>
        {label}
      </button>
    );
  const query = `?id=${profileId}&tab=${tab}`;
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
