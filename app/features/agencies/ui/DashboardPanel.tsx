import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { TableScroll } from '~/ui/TableScroll';

/** A Korean-time day (YYYY-MM-DD) as the tables write dates. */
export const dayLabel = (day: string) => day.replace(/-/g, '.');

type Charts = typeof import('../charts/CohortCharts');

/** recharts, fetched once the page is interactive: without JavaScript the tables below carry every number. */
export function useCharts(): Charts | null {
  const [charts, setCharts] = useState<Charts | null>(null);
  useEffect(() => {
    let live = true;
    void import('../charts/CohortCharts').then((m) => live && setCharts(m));
    return () => {
      live = false;
    };
  }, []);
  return charts;
}

/** The title of the panel a table sits in: the name of the table's scrolling region. */
const PanelTitle = createContext('');

export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <PanelTitle.Provider value={title}>
      <section aria-labelledby={id} className="rounded-2xl border border-gray-200 p-5" data-testid={id}>
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        {children}
      </section>
    </PanelTitle.Provider>
  );
}

/** A column's header; `{ hidden }`: named for screen readers only (a column of links whose cells say it). */
export type Head = string | { hidden: string };

export function Table({ head, rows, testId }: { head: Head[]; rows: ReactNode[][]; testId: string }) {
  const title = useContext(PanelTitle);
  return (
    <TableScroll label={title} className="mt-3">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="border-b border-gray-200 text-gray-600">
          <tr>
            {head.map((h) => (
              <th key={typeof h === 'string' ? h : h.hidden} className="py-2 pr-2 font-medium">
                {typeof h === 'string' ? h : <span className="sr-only">{h.hidden}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i} className="border-b border-gray-100">
              {cells.map((c, j) => (
                <td key={j} className="py-2 pr-2">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
