import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';

/**
 * The application's answers as a PDF or Word file: plain links (a busy PDF pool's 503 shows as a page);
 * and its interview practice (issue 40), the questions an interviewer could ask about these answers.
 */
export function ExportLinks({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('applications');
  const domain = useDomain();
  return (
    <>
      <section className="mt-4 text-sm" aria-label={t('export.title')} data-testid="application-export">
        <p className="flex flex-wrap gap-2">
          <a
            href={tenantPath(domain, `/applications/${applicationId}/export.pdf`)}
            className="btn-secondary min-h-9 px-3"
          >
            {t('export.pdf')}
          </a>
          <a
            href={tenantPath(domain, `/applications/${applicationId}/export.docx`)}
            className="btn-secondary min-h-9 px-3"
          >
            {t('export.docx')}
          </a>
        </p>
        <p className="mt-1 text-xs text-gray-600">{t('export.hint')}</p>
      </section>
      <p className="mt-4 text-sm">
        <Link
          to={tenantPath(domain, `/applications/${applicationId}/interview`)}
          className="btn-primary min-h-9 px-3"
          data-testid="interview-link"
        >
          {t('interview.link')}
        </Link>
        <span className="mt-1 block text-xs text-gray-600">{t('interview.hint')}</span>
      </p>
    </>
  );
}
