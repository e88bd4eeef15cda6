import { useTranslation } from '~/lib/i18n-react';

export type CompanyCardData = {
  id: number;
  name: string;
  classification: string;
  address: string;
  /** Industry names of the company's sectors. */
  sectors: string[];
  cultureTags: string[];
  /** Open postings. */
  recruitCount: number;
  homepage: string | null;
  matchRate: number;
};

/** The spec's company card: name, match rate, classification, address, sectors, postings, tags, homepage. */
export function CompanyCard({ company }: { company: CompanyCardData }) {
  const { t } = useTranslation('culture');
  return (
    <li className="rounded-xl border border-gray-200 p-4" data-testid="company-card">
      <p className="font-semibold" data-testid="company-name">
        {company.name}
      </p>
      <p className="text-xs text-gray-500">
        {t(`classification.${company.classification}`)} · {company.address}
      </p>
      <p className="mt-2 text-sm font-semibold text-primary-700">
        {t('result.match', { rate: company.matchRate })}
      </p>
      {company.sectors.length ? (
        <p className="mt-1 text-xs text-gray-600" data-testid="company-sectors">
          {t('card.sectors', { sectors: company.sectors.join(', ') })}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-gray-600" data-testid="company-recruits">
        {t('card.recruits', { count: company.recruitCount })}
      </p>
      <p className="mt-2 flex flex-wrap gap-1">
        {company.cultureTags.map((tag) => (
          <span key={tag} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs">
            {t(`tags.${tag}`)}
          </span>
        ))}
      </p>
      <p className="mt-2 text-xs">
        {company.homepage ? (
          <a
            href={company.homepage}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary-700 hover:underline"
          >
            {t('card.homepage')} ↗
          </a>
        ) : (
          <span className="text-gray-600">{t('card.noHomepage')}</span>
        )}
      </p>
    </li>
  );
}
