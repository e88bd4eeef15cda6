import { describe, expect, it } from 'vitest';
import { consume, createRateLimiter } from '~/lib/rate-limit.server';
import { withTestDatabase } from './test-database';

withTestDatabase();

describe('rate limits on the database store', () => {
  it('lets exactly the allowed number through when requests race, across two app instances', async () => {
    // Two limiters with the same name stand for two servers sharing the database.
    const a = createRateLimiter({ name: 'race', points: 5, durationSec: 60 });
    const b = createRateLimiter({ name: 'race', points: 5, durationSec: 60 });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => consume(i % 2 ? a : b, '203.0.113.7')),
    );
    expect(results.filter((r) => r === null)).toHaveLength(5);
    expect(results.filter((r) => typeof r === 'number' && r > 0)).toHaveLength(7);
  });

  it('counts each key on its own', async () => {
    const limiter = createRateLimiter({ name: 'keys', points: 1, durationSec: 60 });
    expect(await consume(limiter, 'one')).toBeNull();
    expect(await consume(limiter, 'two')).toBeNull();
    expect(await consume(limiter, 'one')).toBeGreaterThan(0);
  });

  it('blocks for the block duration once exceeded', async () => {
    const limiter = createRateLimiter({ name: 'block', points: 1, durationSec: 1, blockSec: 120 });
    expect(await consume(limiter, 'k')).toBeNull();
    const wait = await consume(limiter, 'k');
    expect(wait).toBeGreaterThan(100);
  });
});
