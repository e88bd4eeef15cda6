import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { Pager } from '~/ui/Pager';
import { TableScroll } from '~/ui/TableScroll';

export type ConsoleRow = { id: number; href: string; cells: ReactNode[] };

/**
 * A console list page's table and its previous/next links (orders, refunds): the first cell of a row
 * links to the row's own page; an empty list says so.
 */
export function ConsoleList({
  headers,
  rows,
  page,
  hasNext,
  pageHref,
  label,
}: {
  headers: string[];
  rows: ConsoleRow[];
  page: number;
  hasNext: boolean;
  pageHref: (page: number) => string;
  label: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {rows.length === 0 ? (
        <p className="mt-6 text-gray-600">{t('common.empty')}</p>
      ) : (
        <TableScroll label={label} className="mt-6">
          <table className="w-full text-left text-sm">
            <thead className="border-b text-gray-500">
              <tr>
                {headers.map((h) => (
                  <th key={h} className="py-2">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-gray-100">
                  {row.cells.map((cell, i) => (
                    <td key={i} className="py-2">
                      {i === 0 ? (
                        <Link to={row.href} className="text-primary-700 underline">
                          {cell}
                        </Link>
                      ) : (
                        cell
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pager page={page} hasNext={hasNext} label={label} href={pageHref} />
    </>
  );
}

/**
 * A console page's table (periods, purchase codes): its header row and the rows given; an empty list
 * shows `empty` instead.
 */
export function ConsoleTable({
  headers,
  count,
  empty,
  testId,
  label,
  children,
}: {
  headers: string[];
  count: number;
  empty: string;
  testId: string;
  /** What the table holds (the page's heading): the name of its scrolling region. */
  label: string;
  children: ReactNode;
}) {
  if (count === 0) return <p className="mt-6 text-sm text-gray-600">{empty}</p>;
  return (
    <TableScroll label={label} className="mt-6">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="border-b text-gray-600">
          <tr>
            {headers.map((h) => (
              <th key={h} className="py-2 pr-2">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}

/** A table row's one-button form (deactivate a code, close joining): the row's id and the button's intent. */
export function RowActionForm({ id, intent, label }: { id: number; intent: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className="min-h-6 text-primary-700 underline">
        {label}
      </button>
    </Form>
  );
}

/** The text inputs of the console's create forms. */
export const CONSOLE_INPUT =
  'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-base sm:text-sm';
