// The built-in writer's stream: a text handed out a few words at a time, like a model's.
import { abortError } from '~/integrations/ai/errors';

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (ms <= 0) return void queueMicrotask(resolve);
    const done = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', done);
      resolve();
    }, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

/** Streams a text a few words at a time, like a model would, and stops when the signal aborts. */
export async function* streamWords(
  text: () => string,
  delayMs: number,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  if (signal?.aborted) throw abortError(signal);
  const words = text().match(/\s*\S+\s*/g) ?? [];
  for (let i = 0, n = 0; i < words.length; n++) {
    if (n > 0) await sleep(delayMs, signal);
    if (signal?.aborted) throw abortError(signal);
    const size = 2 + (n % 3);
    yield words.slice(i, i + size).join('');
    i += size;
  }
}
