// A plain client of an OpenAI-compatible chat model through the Vercel AI SDK: it sends what it is given
// (system text, prompt or messages, sampling settings) and knows nothing of cover letters — the prompts and
// the letter's rules are the product's (`~/features/coverletters/writer/model-writer.server`). A stream
// yields text deltas; every failure ends it with an AiError (or an AbortError when the caller aborted),
// and timers make sure a silent server never leaves it hanging.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  APICallError,
  generateText,
  RetryError,
  streamText,
  type LanguageModel,
  type ModelMessage,
} from 'ai';
import { env } from '~/lib/env.server';
import { AiError, abortError } from './errors';

export type ModelClientOptions = {
  baseURL: string;
  apiKey?: string;
  model?: string;
  /** Retries of a failed request before any text arrived (429, 5xx, network). */
  maxRetries?: number;
  /** No first token within this time → 'unavailable'. */
  firstTokenTimeoutMs?: number;
  /** No new token within this time once the text has started → 'interrupted'. */
  idleTimeoutMs?: number;
  /** An answer that is not streamed must arrive within this time. */
  answerTimeoutMs?: number;
  fetch?: typeof fetch;
};

export const DEFAULT_MODEL = 'gpt-4o-mini';

const REFUSAL = /content[_ -]?(filter|policy|management)|safety|moderation|refus/i;

function describe(e: unknown): string {
  if (e instanceof Error) return e.message;
  try {
    return JSON.stringify(e);
  } catch {
    return String(e);
  }
}

/** Maps whatever the SDK or the network threw to an AiError. */
export function toAiError(e: unknown, started: boolean): AiError {
  if (e instanceof AiError) return e;
  const err = RetryError.isInstance(e) ? e.lastError : e;
  const text = describe(err) + (APICallError.isInstance(err) ? ` ${err.responseBody ?? ''}` : '');
  // A 2xx whose body broke off is a dropped connection, not an answer from the server.
  if (APICallError.isInstance(err) && err.statusCode !== undefined && err.statusCode >= 300) {
    const refused = err.statusCode === 400 && REFUSAL.test(text);
    return new AiError(
      refused ? 'refused' : 'unavailable',
      `Model request failed (${err.statusCode}): ${err.message}`,
      {
        cause: err,
      },
    );
  }
  if (REFUSAL.test(text) && !/terminated|socket|ECONN/i.test(text))
    return new AiError('refused', text, { cause: err });
  return new AiError(started ? 'interrupted' : 'unavailable', `Model stream failed: ${text}`, { cause: err });
}

/** The JSON object in a model's reply (also inside a ```json fence), or null. */
export function parseModelJson(text: string): Record<string, unknown> | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    const value: unknown = JSON.parse(text.slice(start, end + 1));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** One streamed request's input: the system text, the prompt (or a conversation) and its sampling. */
export type StreamRequest = {
  system: string;
  temperature: number;
  seed?: number;
  maxOutputTokens: number;
} & ({ prompt: string } | { messages: ModelMessage[] });

/**
 * Streamed requests that belong together (an answer and its continuation): they share the caller's
 * abort signal, one timer (no first token within `firstTokenTimeoutMs` of a request → 'unavailable'; no
 * new token within `idleTimeoutMs` once text has come → 'interrupted') and the count of text received.
 */
export interface ModelExchange {
  /**
   * Sends one request (arming the first-token timer) and yields its text deltas; a caller that stops
   * reading (return or break) stops that request.
   */
  request(input: StreamRequest): AsyncGenerator<string>;
  /** Code points received so far, over every request. */
  readonly received: number;
  /** Ends the exchange: stops a request still running (a no-op after a clean finish), clears the timer. */
  close(): void;
}

export interface ModelClient {
  /** Starts an exchange; throws the AbortError at once when the signal has already aborted. */
  exchange(signal?: AbortSignal): ModelExchange;
  /** One answer, not streamed, within `answerTimeoutMs`. */
  answer(
    input: { system: string; prompt: string; temperature: number },
    signal?: AbortSignal,
  ): Promise<{ text: string; finishReason: string }>;
}

export function createModelClient(opts: ModelClientOptions): ModelClient {
  const provider = createOpenAICompatible({
    name: 'ai',
    baseURL: opts.baseURL.replace(/\/+$/, ''),
    apiKey: opts.apiKey,
    fetch: opts.fetch,
  });
  const model: LanguageModel = provider.chatModel(opts.model || DEFAULT_MODEL);
  const maxRetries = opts.maxRetries ?? 1;
  const firstTokenMs = opts.firstTokenTimeoutMs ?? 60_000;
  const idleMs = opts.idleTimeoutMs ?? 30_000;
  const answerMs = opts.answerTimeoutMs ?? 120_000;

  function exchange(signal?: AbortSignal): ModelExchange {
    if (signal?.aborted) throw abortError(signal);
    const ctrl = new AbortController();
    const onAbort = () => ctrl.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        ctrl.abort(new DOMException('The model stopped answering.', 'TimeoutError'));
      }, ms);
    };
    let length = 0;
    const fail = (e: unknown): Error => {
      if (signal?.aborted) return abortError(signal);
      if (timedOut) {
        return length
          ? new AiError('interrupted', `No new text for ${idleMs} ms.`, { cause: e })
          : new AiError('unavailable', `No first token within ${firstTokenMs} ms.`, { cause: e });
      }
      return toAiError(e, length > 0);
    };
    // One streamed call: yields its text deltas, throws an AiError (or AbortError) when it fails.
    async function* once(input: StreamRequest): AsyncGenerator<string> {
      // This request alone: stopped when the caller stops reading it (the exchange may go on).
      const own = new AbortController();
      const result = streamText({
        model,
        ...input,
        maxRetries,
        abortSignal: AbortSignal.any([ctrl.signal, own.signal]),
        onError: () => {}, // errors arrive as stream parts below; the default handler only logs them
      });
      let finished = false;
      try {
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') {
            if (!part.text) continue;
            arm(idleMs);
            length += [...part.text].length;
            yield part.text;
          } else if (part.type === 'error') {
            throw fail(part.error);
          } else if (part.type === 'abort') {
            throw fail(new Error('aborted'));
          } else if (part.type === 'finish') {
            if (part.finishReason === 'content-filter')
              throw new AiError('refused', 'The model declined to answer.');
            if (part.finishReason === 'error')
              throw new AiError(length ? 'interrupted' : 'unavailable', 'The model reported an error.');
            if (!part.rawFinishReason)
              throw new AiError('interrupted', 'The stream ended without a finish reason.');
            finished = true;
          }
        }
      } catch (e) {
        throw e instanceof AiError || (e instanceof Error && e.name === 'AbortError') ? e : fail(e);
      } finally {
        if (!finished) own.abort();
      }
      if (!finished) throw new AiError('interrupted', 'The stream ended early.');
    }
    return {
      request(input) {
        arm(firstTokenMs);
        return once(input);
      },
      get received() {
        return length;
      },
      close() {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        ctrl.abort();
      },
    };
  }

  async function answer(
    input: { system: string; prompt: string; temperature: number },
    signal?: AbortSignal,
  ): Promise<{ text: string; finishReason: string }> {
    try {
      const result = await generateText({
        model,
        ...input,
        maxRetries,
        abortSignal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(answerMs)])
          : AbortSignal.timeout(answerMs),
      });
      return { text: result.text, finishReason: result.finishReason };
    } catch (e) {
      if (signal?.aborted) throw abortError(signal);
      throw toAiError(e, false);
    }
  }

  return { exchange, answer };
}

/** The client configured by AI_BASE_URL, AI_API_KEY and AI_MODEL. */
export function modelClientFromEnv(): ModelClient {
  const e = env();
  if (!e.AI_BASE_URL) throw new Error('AI_BASE_URL is not set');
  return createModelClient({ baseURL: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL });
}
