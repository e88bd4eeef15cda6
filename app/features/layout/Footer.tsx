import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { useOperator } from '~/lib/operator';
import { COMPANY } from './company';

export function Footer() {
  const { t } = useTranslation();
  const domain = useDomain();
  // The operator's details come from configuration, in this page's language (features/admin/operator-info.server.ts).
  const operator = useOperator();
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50 text-sm text-gray-600">
      <div className="container-page grid gap-8 py-10 md:grid-cols-[2fr_1fr_1fr]">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="font-semibold text-gray-900">
            {operator?.company ?? t('footer.company')}
          </h2>
          {operator ? (
            <ul className="mt-3 space-y-1" data-testid="footer-operator">
              <li>{t('footer.ceo', { name: operator.ceo })}</li>
              <li>{t('footer.bizNo', { number: operator.bizNo })}</li>
              <li>{t('footer.mailOrder', { number: operator.mailOrderNo })}</li>
              <li>{t('footer.address', { address: operator.address })}</li>
              <li>{t('footer.contact', { email: operator.email, phone: operator.phone })}</li>
            </ul>
          ) : null}
          <nav className="mt-4 flex gap-4 font-medium text-gray-800" aria-label={t('footer.terms')}>
            <Link to={tenantPath(domain, '/terms')} className="inline-flex min-h-6 items-center">
              {t('footer.terms')}
            </Link>
            <Link to={tenantPath(domain, '/privacy')} className="inline-flex min-h-6 items-center font-bold">
              {t('footer.privacy')}
            </Link>
          </nav>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="font-semibold text-gray-900">
            {t('footer.social')}
          </h2>
          <ul className="mt-3 space-y-1">
            {COMPANY.social.map((s) => (
              <li key={s.id}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex min-h-6 items-center hover:text-primary-700"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-certs">
          <h2 id="footer-certs" className="font-semibold text-gray-900">
            {t('footer.certifications')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            <CertificationMark label={t('footer.venture')} short="V" />
            <CertificationMark label={t('footer.innobiz')} short="I" />
          </ul>
        </section>
      </div>
      <p className="border-t border-gray-200 py-4 text-center text-xs">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

function CertificationMark({ label, short }: { label: string; short: string }) {
  return (
    <li className="flex items-center gap-2 rounded-lg border border-gray-200 bg-white px-2 py-1.5">
      <span
        aria-hidden="true"
        className="flex size-7 items-center justify-center rounded-full bg-primary-600 text-xs font-bold text-white"
      >
        {short}
      </span>
      <span className="text-xs">{label}</span>
    </li>
  );
}
