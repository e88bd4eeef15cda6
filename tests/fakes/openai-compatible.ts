// A local stand-in for an OpenAI-compatible model server that speaks the chat-completions protocol:
// POST /v1/chat/completions, streamed as server-sent events (chat.completion.chunk ... [DONE]) or
// answered whole (chat.completion). Tests control the text, a slow first token, an error or a cut
// connection mid-stream, a dropped connection and HTTP errors, a different answer to a continuation
// request (one carrying the assistant's earlier answer) or a script of answers in order; `requests`
// records what arrived (and `promptOf` reads a request's messages back as text).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

export type ChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  stream?: boolean;
  temperature?: number;
  seed?: number;
  max_tokens?: number;
  [key: string]: unknown;
};

export type FakeOpenAiOptions = {
  /** The answer, fixed or per request. Default: a short English paragraph. */
  text?: string | ((req: ChatRequest) => string);
  /**
   * The answer to a continuation: a request whose messages already hold the assistant's earlier answer
   * (the client asking the model to go on). Default: the same as `text`.
   */
  continuation?: string | ((req: ChatRequest) => string);
  /**
   * Answers in order: the n-th request after `configure` gets `replies[n]` (the last one once the script
   * runs out). Takes precedence over `text` and `continuation`.
   */
  replies?: string[];
  /** Words per streamed chunk (default 1). */
  chunkWords?: number;
  /** Wait before the first content chunk (and before a non-streamed answer). */
  firstTokenDelayMs?: number;
  /** Wait between content chunks. */
  chunkDelayMs?: number;
  /** After this many content chunks, fail as `failMode` says. */
  failAfterChunks?: number;
  /** 'error-event': an SSE `data: {"error": ...}` event, then the end; 'destroy': cut the socket. */
  failMode?: 'error-event' | 'destroy';
  /** Cut the connection as soon as the request arrives (no response at all). */
  dropConnection?: boolean;
  /** Answer with this HTTP status and an OpenAI-style error body (with `errorMessage`). */
  status?: number;
  errorMessage?: string;
  /** finish_reason of the last chunk; null leaves the finish chunk out. Default 'stop'. */
  finishReason?: string | null;
};

export type FakeRequest = {
  body: ChatRequest;
  authorization?: string;
  receivedAt: number;
  /** performance.now() when the first content chunk was written. */
  firstTokenAt?: number;
  chunksSent: number;
  /** The client went away before the answer was complete. */
  aborted: boolean;
  done: boolean;
};

const DEFAULT_TEXT =
  'I am applying because my experience fits this role. I have built and run services for years. Thank you for reading.';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFakeOpenAi(opts: FakeOpenAiOptions = {}, port = 0) {
  let options: FakeOpenAiOptions = { ...opts };
  let answered = 0; // requests since the last configure, for `replies`
  const requests: FakeRequest[] = [];

  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => resolve(data));
    });
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer(async (req, res) => {
    const o = options;
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      return json(res, 404, { error: { message: 'Not found', type: 'invalid_request_error', code: null } });
    }
    const body = JSON.parse(await readBody(req)) as ChatRequest;
    const rec: FakeRequest = {
      body,
      authorization: req.headers.authorization,
      receivedAt: performance.now(),
      chunksSent: 0,
      aborted: false,
      done: false,
    };
    requests.push(rec);
    res.on('close', () => {
      if (!rec.done) rec.aborted = true;
    });
    if (o.dropConnection) return void req.socket.destroy();
    if (o.status && o.status >= 400) {
      const type =
        o.status === 429 ? 'rate_limit_exceeded' : o.status >= 500 ? 'server_error' : 'invalid_request_error';
      return json(res, o.status, {
        error: { message: o.errorMessage ?? `Fake error ${o.status}`, type, code: null },
      });
    }

    const answer = (v: FakeOpenAiOptions['text']) => (typeof v === 'function' ? v(body) : v);
    const continuing = body.messages.some((m) => m.role === 'assistant');
    const turn = answered++;
    const scripted = o.replies?.length ? o.replies[Math.min(turn, o.replies.length - 1)] : undefined;
    const text =
      scripted ?? (continuing ? answer(o.continuation) : undefined) ?? answer(o.text) ?? DEFAULT_TEXT;
    const id = 'chatcmpl-' + crypto.randomBytes(8).toString('hex');
    const created = Math.floor(Date.now() / 1000);
    const usage = {
      prompt_tokens: 50,
      completion_tokens: text.split(/\s+/).length,
      total_tokens: 50 + text.split(/\s+/).length,
    };

    if (!body.stream) {
      await sleep(o.firstTokenDelayMs ?? 0);
      rec.firstTokenAt = performance.now();
      rec.done = true;
      return json(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: text },
            finish_reason: o.finishReason ?? 'stop',
          },
        ],
        usage,
      });
    }

    const send = (choice: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, ...choice }], ...extra })}\n\n`,
      );
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
    });
    send({ delta: { role: 'assistant', content: '' }, finish_reason: null });
    await sleep(o.firstTokenDelayMs ?? 0);

    const words = text.match(/\s*\S+\s*/g) ?? [];
    const size = Math.max(1, o.chunkWords ?? 1);
    for (let i = 0; i < words.length; i += size) {
      if (res.destroyed || rec.aborted) return;
      if (o.failAfterChunks !== undefined && rec.chunksSent === o.failAfterChunks) {
        if (o.failMode === 'destroy') return void res.destroy();
        res.write(
          `data: ${JSON.stringify({ error: { message: 'The server had an error while processing your request.', type: 'server_error', code: null } })}\n\n`,
        );
        rec.done = true;
        return void res.end();
      }
      send({ delta: { content: words.slice(i, i + size).join('') }, finish_reason: null });
      rec.firstTokenAt ??= performance.now();
      rec.chunksSent++;
      if (o.chunkDelayMs) await sleep(o.chunkDelayMs);
    }
    if (res.destroyed || rec.aborted) return;
    if (o.finishReason !== null) send({ delta: {}, finish_reason: o.finishReason ?? 'stop' });
    res.write('data: [DONE]\n\n');
    rec.done = true;
    res.end();
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    requests,
    /** Replaces the behaviour for the requests that follow. */
    configure(next: FakeOpenAiOptions) {
      options = { ...next };
      answered = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;

/** Everything a request sent (system text, prompt and any conversation), one message a paragraph. */
export const promptOf = (req: FakeRequest) => req.body.messages.map((m) => m.content).join('\n\n');
