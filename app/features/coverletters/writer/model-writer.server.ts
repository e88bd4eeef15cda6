// The model writer: cover letters, resumes and PDF reading by an OpenAI-compatible model. The prompts
// (`../prompts.server.ts`) and the letter's rules are the product's; the plain client
// (`~/integrations/ai/model.server`) sends them. A letter is written in a bounded length loop: the
// model's answer is streamed to the member only as far as it fits the band's maximum (past a safe line,
// whole sentences only, so the text ends at a sentence end); an answer under the minimum is continued
// (the model asked for more of the resume's real content, the continuation streamed after it, sentences
// it repeats left out), for at most `maxRounds` requests and not after `loopMs`.
import { abortError, AiError } from '~/integrations/ai/errors';
import {
  createModelClient,
  modelClientFromEnv,
  parseModelJson,
  type ModelClient,
  type ModelClientOptions,
} from '~/integrations/ai/model.server';
import type { AiWriter, CoverLetterRequest, ResumeRequest } from '~/integrations/ai/types';
import { measure, type LimitType } from '../counting';
import { continuationPrompt, letterPrompt, readResumePrompt, resumePrompt } from '../prompts.server';
import { modelPlan } from './model-plan';
import { sentenceEnds } from './text';

/** What the model writer offers: the product's writer wraps `draftResume` with its own guard. */
export type ModelWriter = Pick<AiWriter, 'streamCoverLetter' | 'readResume'> & {
  readonly kind: 'model';
  draftResume(req: ResumeRequest, signal?: AbortSignal): Promise<Record<string, unknown> | null>;
};

export type LengthLoopOptions = {
  /** Requests per letter: the answer and its continuations (default 3). */
  maxRounds?: number;
  /** No continuation starts this long after the letter began (default 120 s). */
  loopMs?: number;
};
export type ModelWriterOptions = ModelClientOptions & LengthLoopOptions;

/** Output tokens for `units` of text in the letter's language, with room to finish a sentence. */
const tokensFor = (units: number, lang: CoverLetterRequest['lang']) =>
  Math.ceil(units * (lang === 'ko' ? 1.5 : 0.6)) + 200;

/** A sentence compared with another: without spaces, NFC, lower case. */
const sameKey = (s: string) => s.normalize('NFC').replace(/\s+/g, '').toLowerCase();

/**
 * Decides which of the model's text reaches the member. Below the safe line it passes as it comes;
 * beyond it, a sentence passes only once it is complete and the letter with it stays within `max`
 * (the first that does not closes the gate: the letter ends at the sentence before it). In a
 * continuation every piece waits for its sentence end, and a sentence the letter already has is dropped.
 */
class SentenceGate {
  private pending = '';
  full = false;
  added = 0;
  /** The letter so far as `sameKey` reads it: a continuation's sentence found in it is a repeat. */
  private said: string;
  /** Text up to this length passes at once (the first answer only). */
  private readonly safeLine: number;
  /** Put before the first piece that passes. */
  private readonly joint: string;
  constructor(
    private sent: string,
    private readonly opts: {
      max: number;
      type: LimitType;
      /** A continuation: whole sentences only, none the letter has, after a paragraph break. */
      continuing: boolean;
    },
  ) {
    this.safeLine = opts.continuing ? 0 : safeLine(opts.max);
    this.joint = opts.continuing && sent && !/\s$/.test(sent) ? '\n\n' : '';
    this.said = sameKey(sent);
  }

  /** The text passed so far, this gate's included. */
  get text() {
    return this.sent;
  }

  private pass(piece: string): string {
    const out = this.added === 0 && this.joint && !/^\s/.test(piece) ? this.joint + piece : piece;
    this.sent += out;
    this.said += sameKey(out);
    this.added += [...out].length;
    return out;
  }

  /** The pieces of `chunk` (with what waited before it) that may be shown now. */
  push(chunk: string): string[] {
    if (this.full) return [];
    this.pending += chunk;
    if (this.safeLine > 0 && measure(this.sent + this.pending, this.opts.type) <= this.safeLine) {
      const piece = this.pending;
      this.pending = '';
      return [this.pass(piece)];
    }
    const out = this.sentences(false);
    // The sentence still coming cannot fit any more: the letter ends before it.
    if (!this.full && measure((this.sent + this.pending).trim(), this.opts.type) > this.opts.max) {
      this.full = true;
      this.pending = '';
    }
    return out;
  }

  /** The stream ended: what waited is the last sentence. */
  end(): string[] {
    return this.full ? [] : this.sentences(true);
  }

  private sentences(final: boolean): string[] {
    const out: string[] = [];
    const cps = [...this.pending];
    // The end of the text so far is a sentence end only when the stream is over ("3." may become "3.8").
    const ends = sentenceEnds(this.pending).filter((e) => final || e < cps.length);
    let start = 0;
    for (const end of ends) {
      const piece = cps.slice(start, end).join('');
      start = end;
      const key = sameKey(piece);
      if (!key) continue;
      // A continuation that starts over (or repeats a sentence) adds nothing: left out.
      if (this.opts.continuing && [...key].length >= 6 && this.said.includes(key)) continue;
      if (measure((this.sent + piece).trim(), this.opts.type) > this.opts.max) {
        this.full = true;
        break;
      }
      out.push(this.pass(piece));
    }
    this.pending = this.full ? '' : cps.slice(start).join('');
    return out;
  }
}

/** Below this the first answer streams as it comes; past it, whole sentences only (see SentenceGate). */
export const safeLine = (max: number) => Math.max(0, max - Math.min(400, Math.round(max * 0.3)));

export function modelWriter(client: ModelClient, loop: LengthLoopOptions = {}): ModelWriter {
  const maxRounds = Math.max(1, loop.maxRounds ?? 3);
  const loopMs = loop.loopMs ?? 120_000;

  async function* streamCoverLetter(req: CoverLetterRequest, signal?: AbortSignal): AsyncGenerator<string> {
    const exchange = client.exchange(signal);
    const began = Date.now();
    const type = req.limitType ?? 'with-spaces';
    try {
      const base = letterPrompt(req);
      // The same answer plan and material as the built-in writer (ADR 0038), when the request has them.
      const planned = modelPlan(req);
      const system = [base.system, ...planned.rules].join('\n');
      const prompt = [base.prompt, ...planned.lines].join('\n');
      const settings = {
        system,
        temperature: Math.min(1, Math.max(0.1, req.temperature)), // spec §9: 0.1 to 1
        seed: req.seed,
      };
      let sent = '';
      for (let round = 0; round < maxRounds; round++) {
        const have = measure(sent.trim(), type);
        if (round > 0 && (have >= req.minLetter || Date.now() - began > loopMs)) return;
        const gate = new SentenceGate(sent, { max: req.maxLetter, type, continuing: round > 0 });
        const input =
          round === 0
            ? { ...settings, prompt, maxOutputTokens: tokensFor(req.maxLetter, req.lang) }
            : {
                ...settings,
                maxOutputTokens: tokensFor(req.maxLetter - have, req.lang),
                messages: [
                  { role: 'user' as const, content: prompt },
                  { role: 'assistant' as const, content: sent.trim() },
                  { role: 'user' as const, content: continuationPrompt(req, have) },
                ],
              };
        try {
          for await (const chunk of exchange.request(input)) {
            for (const piece of gate.push(chunk)) yield piece;
            // Past the maximum: the rest is not shown, so it is not worth waiting (or paying) for.
            if (gate.full) break;
          }
          for (const piece of gate.end()) yield piece;
        } catch (e) {
          // A continuation that fails leaves the answer as it was: short, and the checker says so.
          if (round === 0 || (e instanceof Error && e.name === 'AbortError')) throw e;
          return;
        }
        sent = gate.text;
        // Nothing new (the resume has no more, or every sentence repeated one): asking again will not help.
        if (round > 0 && gate.added === 0) return;
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
  const { maxRounds, loopMs, ...client } = opts;
  return modelWriter(createModelClient(client), { maxRounds, loopMs });
}

/** The model writer configured by AI_BASE_URL, AI_API_KEY and AI_MODEL. */
export function modelWriterFromEnv(): ModelWriter {
  return modelWriter(modelClientFromEnv());
}
