import { z } from 'zod';

// The one rule for a page number read from a request (`?page=`, or a form's `page` field): a whole
// number from 1 to MAX_PAGE; anything else (absent, empty, `abc`, `2.5`, `0`, too large) is page 1.

export const MAX_PAGE = 10_000;

export const pageSchema = z.coerce.number().int().min(1).max(MAX_PAGE).catch(1);

/** The page the request's `?page=` names (page 1 when it names none). */
export function pageOf(from: Request | URL | URLSearchParams): number {
  const params =
    from instanceof URLSearchParams ? from : (from instanceof URL ? from : new URL(from.url)).searchParams;
  return pageSchema.parse(params.get('page'));
}

/**
 * Where a counted list's request belongs when its `?page=` is past the last page (`?page=999`): the
 * same address at the last page (page 1, without `page`, for an empty list); null when the page exists.
 * The loader redirects there, so a page past the end never reads as "nothing yet".
 */
export function lastPageHref(url: URL, page: number, total: number, pageSize: number): string | null {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (page <= last) return null;
  const params = new URLSearchParams(url.searchParams);
  if (last === 1) params.delete('page');
  else params.set('page', String(last));
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}
