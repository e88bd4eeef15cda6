import { describe, expect, it } from 'vitest';
import { lastPageHref, MAX_PAGE, pageOf, pageSchema } from './paging';

describe('pageSchema (every ?page= the app reads)', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['-3', 1],
    ['2.5', 1],
    ['1e3', 1000],
    ['7', 7],
    [String(MAX_PAGE), MAX_PAGE],
    [String(MAX_PAGE + 1), 1],
  ])('%s → %s', (raw, page) => {
    expect(pageSchema.parse(raw)).toBe(page);
  });

  it('reads a request, a URL or search parameters alike', () => {
    expect(pageOf(new Request('http://x/main/notifications?page=3'))).toBe(3);
    expect(pageOf(new URL('http://x/main?page=4'))).toBe(4);
    expect(pageOf(new URLSearchParams('page=5'))).toBe(5);
    expect(pageOf(new URLSearchParams(''))).toBe(1);
  });
});

describe('lastPageHref (a page past the end of a counted list)', () => {
  const url = (q: string) => new URL(`http://x/main/applications${q}`);
  it('sends page 999 of 23 rows (10 a page) to page 3, keeping the other parameters', () => {
    expect(lastPageHref(url('?status=submitted&page=999'), 999, 23, 10)).toBe(
      '/main/applications?status=submitted&page=3',
    );
  });
  it('sends a page past an empty or one-page list to the list without a page', () => {
    expect(lastPageHref(url('?page=2'), 2, 0, 10)).toBe('/main/applications');
    expect(lastPageHref(url('?page=5&view=list'), 5, 10, 10)).toBe('/main/applications?view=list');
  });
  it('leaves a page that exists alone', () => {
    expect(lastPageHref(url('?page=3'), 3, 23, 10)).toBeNull();
    expect(lastPageHref(url(''), 1, 0, 10)).toBeNull();
  });
});
