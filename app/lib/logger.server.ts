import pino from 'pino';
import { env } from './env.server';

const holder = globalThis as typeof globalThis & { __appLogger?: pino.Logger };

/** One asynchronous logger per process: writes are buffered, never blocking a request. */
export function logger(): pino.Logger {
  holder.__appLogger ??= pino(
    { level: env().LOG_LEVEL, base: undefined },
    pino.destination({ sync: false, minLength: 4096 }),
  );
  return holder.__appLogger;
}
