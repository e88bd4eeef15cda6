import pino from 'pino';
import { env } from './env.server';

let instance: pino.Logger | undefined;

/** One asynchronous logger per process: writes are buffered, never blocking a request. */
export function logger(): pino.Logger {
  instance ??= pino(
    { level: env().LOG_LEVEL, base: undefined },
    pino.destination({ sync: false, minLength: 4096 }),
  );
  return instance;
}
