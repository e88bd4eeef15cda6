import { useTranslation } from '~/lib/i18n-react';

/** "기관" / "Institution": the badge next to an institution's name (header chip, my page). */
export function InstitutionBadge() {
  const { t } = useTranslation();
  return (
    <span className="ml-1 rounded-full bg-primary-100 px-2 py-0.5 text-xs font-semibold text-primary-800">
      {t('nav.institutionBadge')}
    </span>
  );
}
