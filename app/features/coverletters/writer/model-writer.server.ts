// The model writer: cover letters, resumes and PDF reading by an OpenAI-compatible model. The prompts
// (`../prompts.server.ts`) and the letter's rules (temperature within spec §9, a token budget from the
// maximum, one continuation when an answer stops under the minimum, no paying for text past the maximum)
// are the product's; the plain client (`~/integrations/ai/model.server`) sends them.
import { abortError, AiError } from '~/integrations/ai/errors';
import {
  createModelClient,
  modelClientFromEnv,
  parseModelJson,
  type ModelClient,
  type ModelClientOptions,
} from '~/integrations/ai/model.server';
import type { AiWriter, CoverLetterRequest, ResumeRequest } from '~/integrations/ai/types';
import { measure } from '../counting';
import { continuationPrompt, letterPrompt, readResumePrompt, resumePrompt } from '../prompts.server';

/** What the model writer offers: the product's writer wraps `draftResume` with its own guard. */
export type ModelWriter = Pick<AiWriter, 'streamCoverLetter' | 'readResume'> & {
  readonly kind: 'model';
  draftResume(req: ResumeRequest, signal?: AbortSignal): Promise<Record<string, unknown> | null>;
};

export type ModelWriterOptions = ModelClientOptions;

export function modelWriter(client: ModelClient): ModelWriter {
  async function* streamCoverLetter(req: CoverLetterRequest, signal?: AbortSignal): AsyncGenerator<string> {
    const exchange = client.exchange(signal);
    try {
      const { system, prompt } = letterPrompt(req);
      const settings = {
        system,
        temperature: Math.min(1, Math.max(0.1, req.temperature)), // spec §9: 0.1 to 1
        seed: req.seed,
        maxOutputTokens: Math.ceil(req.maxLetter * (req.lang === 'ko' ? 1.5 : 0.6)) + 200,
      };
      let text = '';
      for await (const chunk of exchange.request({ ...settings, prompt })) {
        text += chunk;
        yield chunk;
        // Past the maximum: the caller trims at a sentence end, so the rest is not worth paying for.
        if (exchange.received > req.maxLetter) return;
      }
      // An answer under the minimum gets one request to go on (never more): the model's own text, then
      // what is missing.
      const have = measure(text, req.limitType);
      if (have >= req.minLetter) return;
      let first = true;
      const more = exchange.request({
        ...settings,
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
          if (exchange.received > req.maxLetter) return;
        }
      } catch (e) {
        // A continuation that fails leaves the answer as it was: short, and the checker says so.
        if (e instanceof Error && e.name === 'AbortError') throw e;
      }
    } finally {
      exchange.close(); // stops the request when the consumer left early
    }
  }

  /** The model's resume answer as raw JSON (null when unusable); the caller keeps what the input backs. */
  async function draftResume(
    req: ResumeRequest,
    signal?: AbortSignal,
  ): Promise<Record<string, unknown> | null> {
    if (signal?.aborted) throw abortError(signal);
    const { system, prompt } = resumePrompt(req);
    const reply = await client.answer({ system, prompt, temperature: 0.3 }, signal);
    if (reply.finishReason === 'content-filter') {
      if (signal?.aborted) throw abortError(signal);
      throw new AiError('refused', 'The model declined to answer.');
    }
    return parseModelJson(reply.text);
  }

  async function readResume(text: string, signal?: AbortSignal): Promise<Record<string, unknown> | null> {
    const { system, prompt } = readResumePrompt(text);
    const reply = await client.answer({ system, prompt, temperature: 0 }, signal);
    return parseModelJson(reply.text);
  }

  return { kind: 'model', streamCoverLetter, draftResume, readResume };
}

export function createModelWriter(opts: ModelWriterOptions): ModelWriter {
  return modelWriter(createModelClient(opts));
}

/** The model writer configured by AI_BASE_URL, AI_API_KEY and AI_MODEL. */
export function modelWriterFromEnv(): ModelWriter {
  return modelWriter(modelClientFromEnv());
}
