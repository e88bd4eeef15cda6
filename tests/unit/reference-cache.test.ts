import { describe, expect, it } from 'vitest';
import { cachedReference, invalidateReferenceData } from '~/lib/reference-cache.server';

/** Like a drizzle query: a thenable that runs (here: counts a query) on every `then`. */
function query(counter: { runs: number }, value: string) {
  return {
    then<T>(resolve: (v: string) => T, reject?: (e: unknown) => T) {
      counter.runs++;
      return Promise.resolve(value).then(resolve, reject);
    },
  };
}

describe('cachedReference', () => {
  it('runs a reference query once for any number of readers, again after invalidation', async () => {
    invalidateReferenceData();
    const counter = { runs: 0 };
    const load = () => query(counter, 'texts') as unknown as Promise<string>;
    const reads = await Promise.all([1, 2, 3].map(() => cachedReference('t', load)));
    expect(reads).toEqual(['texts', 'texts', 'texts']);
    await cachedReference('t', load);
    expect(counter.runs).toBe(1);
    invalidateReferenceData();
    await cachedReference('t', load);
    expect(counter.runs).toBe(2);
  });

  it('reads again once the cached copy is older than five minutes, and never keeps a failure', async () => {
    invalidateReferenceData();
    let runs = 0;
    const load = async () => ++runs;
    expect(await cachedReference('n', load, 0)).toBe(1);
    expect(await cachedReference('n', load, 4 * 60_000)).toBe(1);
    expect(await cachedReference('n', load, 5 * 60_000 + 1)).toBe(2);
    await expect(cachedReference('f', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cachedReference('f', async () => 'up', 1)).toBe('up');
  });
});
