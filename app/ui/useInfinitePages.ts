import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';

export type Page<T> = { page: number; items: T[]; hasNext: boolean };

/**
 * Endless scrolling over a paged loader: the first page comes from the loader; when the sentinel
 * scrolls into view the next page is fetched from `hrefFor(page)` and appended, until the last page.
 * `pick` finds the page inside the fetched loader data (the same place `first` came from), so a loader
 * that returns more than the page cannot be mistaken for one. A new first page (a filter changed)
 * starts over. Without JavaScript the page's own next links serve.
 */
export function useInfinitePages<T, D extends Page<T>>(
  first: D,
  hrefFor: (page: number) => string,
  pick: (data: unknown) => D | undefined,
) {
  const fetcher = useFetcher();
  const [pages, setPages] = useState<D[]>([first]);
  const sentinel = useRef<HTMLDivElement>(null);
  const last = pages[pages.length - 1];
  const fetched = pick(fetcher.data);

  useEffect(() => setPages([first]), [first]);
  useEffect(() => {
    if (fetched && !pages.some((p) => p.page === fetched.page)) setPages((all) => [...all, fetched]);
  }, [fetched, pages]);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !last.hasNext) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries[0].isIntersecting && fetcher.state === 'idle') fetcher.load(hrefFor(last.page + 1));
      },
      { rootMargin: '50px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [last, fetcher, hrefFor]);

  return { items: pages.flatMap((p) => p.items), last, sentinel, loading: fetcher.state !== 'idle' };
}
