import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { InstitutionBadge } from './InstitutionBadge';
import { tenantPath, useDomain } from '~/lib/root-data';

export type InstitutionSummary = {
  name: string;
  email: string;
  domain: string;
  period: {
    name: string;
    start: string;
    end: string;
    remainingDays: number;
    used: number;
    total: number;
  } | null;
};

/** My page for an institution (spec §2): its name with the badge, and its license period with remaining days. */
export function InstitutionCards({ summary }: { summary: InstitutionSummary }) {
  const { t } = useTranslation('agencies');
  const domain = useDomain();
  const at = (path: string) => tenantPath(domain, path);
  const { period } = summary;
  return (
    <>
      <section
        className="flex items-center justify-between gap-3 rounded-2xl border border-gray-200 p-6"
        data-testid="account-card"
      >
        <div className="min-w-0">
          <p className="text-lg font-bold">
            {summary.name}
            <InstitutionBadge />
          </p>
          <p className="text-sm text-gray-600">{summary.email}</p>
          <p className="mt-1 text-xs text-gray-500">{t('me.membersAt', { path: `/${summary.domain}` })}</p>
        </div>
        <Link to={at('/account/me/edit')} className="btn-secondary shrink-0 whitespace-nowrap">
          {t('accounts:me.edit')}
        </Link>
      </section>
      <section className="rounded-2xl border border-gray-200 p-6" data-testid="pass-card">
        <h2 className="font-semibold">{t('me.period')}</h2>
        {period ? (
          <div className="mt-2 space-y-1 text-sm" data-testid="period-card">
            <p>
              <span className="font-medium">{period.name}</span>{' '}
              <span className="text-gray-600">
                {period.start} ~ {period.end}
              </span>{' '}
              · <span data-testid="remaining-days">{t('me.remaining', { days: period.remainingDays })}</span>
            </p>
            <p className="text-gray-600">{t('me.seats', { used: period.used, total: period.total })}</p>
          </div>
        ) : (
          <p className="mt-2 text-sm text-gray-600">{t('me.noPeriod')}</p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to={at('/agency')} className="btn-primary">
            {t('me.buy')}
          </Link>
          <Link to={at('/account/me/ticket')} className="btn-secondary">
            {t('accounts:me.ticketHistory')}
          </Link>
        </div>
      </section>
    </>
  );
}
