import { formatDateMinute } from '~/lib/format';
import { useTranslation } from '~/lib/i18n-react';
import { TableScroll } from '~/ui/TableScroll';

export type HistoryItem = {
  id: number;
  question: string;
  seconds: number;
  budgetSeconds: number;
  createdAt: string | Date;
  differing: number;
};

/** The application's practice history, newest first: when, which question, the time taken and a flagged figure. */
export function PracticeHistory({ items }: { items: HistoryItem[] }) {
  const { t } = useTranslation('interview');
  return (
    <section className="mt-8" aria-labelledby="practice-history">
      <h2 id="practice-history" className="text-lg font-semibold">
        {t('history.title')}
      </h2>
      {items.length ? (
        <TableScroll label={t('history.title')}>
          <table className="mt-2 w-full text-left text-sm" data-testid="practice-history">
            <thead>
              <tr className="border-b border-gray-200">
                <th scope="col" className="py-1 pr-3">
                  {t('history.when')}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t('history.question')}
                </th>
                <th scope="col" className="py-1">
                  {t('history.time')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((h) => (
                <tr key={h.id} className="border-b border-gray-100 align-top">
                  <td className="py-1 pr-3 whitespace-nowrap">{formatDateMinute(h.createdAt)}</td>
                  <td className="py-1 pr-3 break-keep">
                    {h.question}
                    {h.differing ? (
                      <span className="block text-xs text-red-700">⚠ {t('history.flagged')}</span>
                    ) : null}
                  </td>
                  <td className="py-1 whitespace-nowrap">
                    {t('history.timeValue', { seconds: h.seconds, budget: h.budgetSeconds })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p className="mt-2 text-sm text-gray-600">{t('history.empty')}</p>
      )}
    </section>
  );
}
