import { useTranslation } from 'react-i18next';

export type CompanyCardData = {
  id: number;
  name: string;
  classification: string;
  address: string;
  cultureTags: string[];
  recruitCount: number;
  matchRate: number;
};

export function CompanyCard({ company }: { company: CompanyCardData }) {
  const { t } = useTranslation('culture');
  return (
    <li className="rounded-xl border border-gray-200 p-4" data-testid="company-card">
      <p className="font-semibold">{company.name}</p>
      <p className="text-xs text-gray-500">
        {t(`classification.${company.classification}`)} · {company.address}
      </p>
      <p className="mt-2 text-sm font-semibold text-primary-700">
        {t('result.match', { rate: company.matchRate })}
      </p>
      <p className="mt-2 flex flex-wrap gap-1">
        {company.cultureTags.map((tag) => (
          <span key={tag} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs">
            {t(`tags.${tag}`)}
          </span>
        ))}
      </p>
    </li>
  );
}
