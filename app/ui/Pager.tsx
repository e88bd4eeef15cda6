import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react';

/** At least 24 px high: a target a finger can take. */
const LINK = 'inline-flex min-h-6 items-center';

/**
 * The previous / next links of a paged list (plain links: they work without JavaScript), named by
 * `label` for screen readers; nothing when the list has one page. `href` gives a page's address
 * (`?page=N` unless told), `status` sits between the links ("2 / 5"), and `nextPage` is the page the
 * next link opens when it is not `page + 1` (a list that has loaded several pages into one).
 */
export function Pager({
  page,
  hasNext,
  label,
  href = (n) => `?page=${n}`,
  nextPage = page + 1,
  status,
  className = 'mt-6',
  preventScrollReset,
}: {
  page: number;
  hasNext: boolean;
  label: string;
  href?: (page: number) => string;
  nextPage?: number;
  status?: ReactNode;
  className?: string;
  preventScrollReset?: boolean;
}) {
  const { t } = useTranslation('common');
  if (page <= 1 && !hasNext) return null;
  return (
    <nav className={`${className} flex items-center justify-between text-sm`} aria-label={label}>
      {page > 1 ? (
        <Link to={href(page - 1)} preventScrollReset={preventScrollReset} className={LINK}>
          ← {t('actions.previous')}
        </Link>
      ) : (
        <span />
      )}
      {status ? <span className="text-gray-500">{status}</span> : null}
      {hasNext ? (
        <Link to={href(nextPage)} preventScrollReset={preventScrollReset} className={LINK}>
          {t('actions.next')} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
