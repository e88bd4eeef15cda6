import { describe, expect, it } from 'vitest';
import { MAX_PAGE, pageOf, pageSchema } from './paging';

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
