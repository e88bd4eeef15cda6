// The worker pool (app/lib/worker-pool.server.ts) beyond what the PDF import tests cover: TypeScript
// worker scripts run from the source tree, and the memory watchdog charges every worker that ran a job
// since the oldest running one started (three workers warmed together are not the last one's growth).
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, WorkerStoppedError, type WorkerPool } from '~/lib/worker-pool.server';

const pools: WorkerPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

function pool(file: string, overrides: Partial<Parameters<typeof createWorkerPool>[0]> = {}) {
  const created = createWorkerPool({
    file: new URL(`../fixtures/workers/${file}`, import.meta.url),
    size: 3,
    timeoutMs: 10_000,
    memoryMb: 64,
    queueLength: 4,
    queueWaitMs: 5_000,
    memoryCheckMs: 20,
    ...overrides,
  });
  pools.push(created);
  return created;
}

describe('worker pool', () => {
  it('runs a TypeScript worker script (the source tree) through tsx', async () => {
    const typed = pool('typed-echo-worker.ts');
    await expect(typed.run({ text: '한글 ok' })).resolves.toEqual({ echoed: '한글 OK', typed: true });
  });

  it('does not charge a running job with what other workers kept after finishing theirs', async () => {
    const retain = pool('retain-worker.mjs');
    // The long job starts first, on a worker already up; two others then start on new workers, keep
    // 48 MB each (under the 64 MB limit) and finish while it runs.
    await retain.run({});
    const long = retain.run<number>({ holdMs: 1_500 });
    expect(retain.stats()).toMatchObject({ workers: 1, busy: 1 });
    await Promise.all([retain.run({ retainMb: 48 }), retain.run({ retainMb: 48 })]);
    expect(retain.stats()).toMatchObject({ workers: 3, busy: 1 });
    await expect(long).resolves.toBe(0);
    expect(retain.stats().stopped).toBe(0);
  });

  it('still stops a job that grows past the limit on its own', async () => {
    const retain = pool('retain-worker.mjs', { size: 1 });
    const error = await retain.run({ retainMb: 160, holdMs: 1_500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerStoppedError);
    expect((error as WorkerStoppedError).reason).toBe('memory');
    expect(retain.stats()).toMatchObject({ stopped: 1, workers: 1 });
  });
});
