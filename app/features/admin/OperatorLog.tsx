import { useTranslation } from '~/lib/i18n-react';
import type { OperatorLogLine, SnapshotView } from './operator-log.server';
import { TableScroll } from '~/ui/TableScroll';

/** A logged row, field by field; a field the row did not have says so in words. */
export function Snapshot({ value }: { value: SnapshotView }) {
  const { t } = useTranslation('admin');
  if (value === null) return <span>{t('log.noRow')}</span>;
  return (
    <dl className="grid max-w-xs grid-cols-[auto_1fr] gap-x-2 text-xs [overflow-wrap:anywhere]">
      {value.map((field) => (
        <div key={field.key} className="contents">
          <dt className="text-gray-500">{field.key}</dt>
          <dd data-empty={field.value === null ? '' : undefined}>
            {field.value ?? <span className="text-gray-500">{t('log.none')}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The operator log of a console page (who, when in Korean time, what, the row before and after). */
export function OperatorLogSection({ entries, title }: { entries: OperatorLogLine[]; title?: string }) {
  const { t } = useTranslation('admin');
  return (
    <section className="mt-10" aria-labelledby="log-title">
      <h2 id="log-title" className="text-lg font-semibold">
        {title ?? t('log.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{t('common.empty')}</p>
      ) : (
        <TableScroll label={title ?? t('log.title')} className="mt-2">
          <table className="w-full text-left text-sm">
            <thead className="border-b text-gray-500">
              <tr>
                <th className="py-2 pr-3">{t('log.when')}</th>
                <th className="py-2 pr-3">{t('log.who')}</th>
                <th className="py-2 pr-3">{t('log.what')}</th>
                <th className="py-2 pr-3">{t('log.before')}</th>
                <th className="py-2">{t('log.after')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-gray-100 align-top" data-testid="operator-log">
                  <td className="py-2 pr-3 whitespace-nowrap" data-testid="operator-log-when">
                    {entry.when}
                  </td>
                  <td className="py-2 pr-3">{entry.who}</td>
                  <td className="py-2 pr-3">{entry.what}</td>
                  <td className="py-2 pr-3">
                    <Snapshot value={entry.before} />
                  </td>
                  <td className="py-2">
                    <Snapshot value={entry.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
