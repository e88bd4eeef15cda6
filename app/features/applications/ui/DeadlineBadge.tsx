import { useTranslation } from '~/lib/i18n-react';
import { deadlineLabel } from '../constants';

/** "D-3", "오늘 마감" or "마감" for a deadline, on the Korean-time day the server rendered the page. */
export function DeadlineBadge({ deadline, today }: { deadline: string | null; today: string }) {
  const { t } = useTranslation('applications');
  const label = deadlineLabel(deadline, today);
  if (label.kind === 'none') return <span className="text-xs text-gray-500">{t('deadline.none')}</span>;
  const text =
    label.kind === 'closed'
      ? t('deadline.closed')
      : label.kind === 'today'
        ? t('deadline.today')
        : t('deadline.days', { days: label.days });
  const tone =
    label.kind === 'closed'
      ? 'bg-gray-200 text-gray-700'
      : label.kind === 'today' || (label.kind === 'days' && label.days <= 3)
        ? 'bg-red-100 text-red-800'
        : 'bg-primary-50 text-primary-800';
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}
      data-testid="dday"
    >
      {text}
    </span>
  );
}
