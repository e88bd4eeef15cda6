import { logger } from './logger.server';

/**
 * A periodic job. Every instance runs every job on its own timer, so `run` must claim its work
 * exclusively in the database (`FOR UPDATE SKIP LOCKED`, a conditional `UPDATE … RETURNING`, or a
 * unique key per event): two instances ticking at once never do the same work twice.
 */
export type Job = { name: string; everyMs: number; run: (now: Date) => Promise<unknown> };

/** Starts the jobs' timers (unref'd, never overlapping per job); returns a stop function. */
export function startJobs(jobs: Job[]): () => void {
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await job.run(new Date());
      } catch (error) {
        logger().error({ err: error, job: job.name }, 'periodic job failed');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), job.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return () => timers.forEach((t) => clearInterval(t));
}
