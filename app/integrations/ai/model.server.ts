// The model adapter: an OpenAI-compatible chat model through the Vercel AI SDK. Streams the letter's
// text deltas; every failure ends the iteration with an AiError (or an AbortError when the caller
// aborted), and timers make sure a silent server never leaves it hanging.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  APICallError,
  generateText,
  RetryError,
  streamText,
  type LanguageModel,
  type ModelMessage,
} from 'ai';
import { measure } from '~/features/coverletters/counting';
import { env } from '~/lib/env.server';
import { continuationPrompt, letterPrompt, readResumePrompt, resumePrompt } from './prompts';
import { AiError, abortError } from './errors';
import type { CoverLetterRequest, ModelWriter, ResumeRequest } from './types';

export type ModelWriterOptions = {
  baseURL: string;
  apiKey?: string;
  model?: string;
  /** Retries of a failed request before any text arrived (429, 5xx, network). */
  maxRetries?: number;
  /** No first token within this time → 'unavailable'. */
  firstTokenTimeoutMs?: number;
  /** No new token within this time once the text has started → 'interrupted'. */
  idleTimeoutMs?: number;
  /** A resume answer (not streamed) must arrive within this time. */
  resumeTimeoutMs?: number;
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

export function createModelWriter(opts: ModelWriterOptions): ModelWriter {
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
  const resumeMs = opts.resumeTimeoutMs ?? 120_000;

  async function* streamCoverLetter(req: CoverLetterRequest, signal?: AbortSignal): AsyncGenerator<string> {
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
    async function* once(input: { prompt: string } | { messages: ModelMessage[] }): AsyncGenerator<string> {
      const { system } = letterPrompt(req);
      const result = streamText({
        model,
        system,
        ...input,
        temperature: Math.min(1, Math.max(0.1, req.temperature)), // spec §9: 0.1 to 1
        seed: req.seed,
        maxOutputTokens: Math.ceil(req.maxLetter * (req.lang === 'ko' ? 1.5 : 0.6)) + 200,
        maxRetries,
        abortSignal: ctrl.signal,
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
            // Past the maximum: the caller trims at a sentence end, so the rest is not worth paying for.
            if (length > req.maxLetter) return;
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
      }
      if (!finished) throw new AiError('interrupted', 'The stream ended early.');
    }

    try {
      arm(firstTokenMs);
      const { prompt } = letterPrompt(req);
      let text = '';
      for await (const chunk of once({ prompt })) {
        text += chunk;
        yield chunk;
        if (length > req.maxLetter) return;
      }
      // An answer under the minimum gets one request to go on (never more): the model's own text, then
      // what is missing.
      const have = measure(text, req.limitType);
      if (have >= req.minLetter) return;
      arm(firstTokenMs);
      let first = true;
      const more = once({
        messages: [
          { role: 'user', content: prompt },
          { role: 'assistant', content: text },
          { role: 'user', content: continuationPrompt(req, have) },
        ],
      });
      try {
        for await (const chunk of more) {
          // The continuation starts a new paragraph unless the model already did.
          const piece = first && !/^\s/.test(chunk) && !/\s$/.test(text) ? `\n\n${chunk}` : chunk;
          first = false;
          yield piece;
          if (length > req.maxLetter) return;
        }
      } catch (e) {
        // A continuation that fails leaves the answer as it was: short, and the checker says so.
        if (e instanceof Error && e.name === 'AbortError') throw e;
      }
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      ctrl.abort(); // stops the request when the consumer left early; a no-op after a clean finish
    }
  }

  /** The model's resume answer as raw JSON (null when unusable); the caller keeps what the input backs. */
  async function draftResume(
    req: ResumeRequest,
    signal?: AbortSignal,
  ): Promise<Record<string, unknown> | null> {
    if (signal?.aborted) throw abortError(signal);
    const { system, prompt } = resumePrompt(req);
    let text: string;
    try {
      const result = await generateText({
        model,
        system,
        prompt,
        temperature: 0.3,
        maxRetries,
        abortSignal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(resumeMs)])
          : AbortSignal.timeout(resumeMs),
      });
      if (result.finishReason === 'content-filter')
        throw new AiError('refused', 'The model declined to answer.');
      text = result.text;
    } catch (e) {
      if (signal?.aborted) throw abortError(signal);
      throw toAiError(e, false);
    }
    return parseModelJson(text);
  }

  async function readResume(text: string, signal?: AbortSignal): Promise<Record<string, unknown> | null> {
    const { system, prompt } = readResumePrompt(text);
    try {
      const result = await generateText({
        model,
        system,
        prompt,
        temperature: 0,
        maxRetries,
        abortSignal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(resumeMs)])
          : AbortSignal.timeout(resumeMs),
      });
      return parseModelJson(result.text);
    } catch (e) {
      if (signal?.aborted) throw abortError(signal);
      throw toAiError(e, false);
    }
  }

  return { kind: 'model', streamCoverLetter, draftResume, readResume };
}

/** The adapter configured by AI_BASE_URL, AI_API_KEY and AI_MODEL. */
export function modelWriterFromEnv(): ModelWriter {
  const e = env();
  if (!e.AI_BASE_URL) throw new Error('AI_BASE_URL is not set');
  return createModelWriter({ baseURL: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL });
}
