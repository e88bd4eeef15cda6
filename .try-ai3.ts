import fs from 'node:fs';
import { createModelWriter } from '~/integrations/ai/model.server';
import { startFakeOpenAi } from './tests/fakes/openai-compatible';
import type { CoverLetterRequest } from '~/integrations/ai/types';
const r = JSON.parse(fs.readFileSync('tests/fixtures/resumes/en-designer-single.json', 'utf8'));
const req: CoverLetterRequest = { lang: 'en', temperature: 0.7, minLetter: 50, maxLetter: 1000,
  question: { text: 'Q', type: 'GENERAL', intent: 'motivation' }, profile: { name: r.name, sections: r.sections },
  target: { companyName: 'Acme Corp', postingTitle: null, cultureTags: ['learning'], industry: null }, culture: null, seed: 7 };
const fake = await startFakeOpenAi({});
const w = createModelWriter({ baseURL: fake.url, model: 'm', maxRetries: 0, firstTokenTimeoutMs: 2000, idleTimeoutMs: 1000 });
async function run(name: string, o: Parameters<typeof fake.configure>[0], signal?: AbortSignal) {
  fake.configure(o);
  const t0 = Date.now(); const got: string[] = [];
  try { for await (const c of w.streamCoverLetter(req, signal)) got.push(c); console.log(name, 'OK', got.join('').slice(0, 60), Date.now() - t0); }
  catch (e) { const err = e as Error & { reason?: string; cause?: unknown }; console.log(name, 'ERR', err.name, err.reason, err.message.slice(0, 150), 'chunks', got.length, Date.now() - t0); }
}
await run('normal', {});
await run('error-event', { failAfterChunks: 3, failMode: 'error-event' });
await run('destroy', { failAfterChunks: 3, failMode: 'destroy' });
await run('drop', { dropConnection: true });
await run('nofinish', { finishReason: null });
await run('500', { status: 500 });
await run('401', { status: 401 });
await run('filter', { finishReason: 'content_filter' });
await run('slow-first-timeout', { firstTokenDelayMs: 3000 });
await run('stall', { chunkDelayMs: 1500 });
const ac = new AbortController(); setTimeout(() => ac.abort(), 100);
await run('abort', { chunkDelayMs: 50 }, ac.signal);
await new Promise(r => setTimeout(r, 100));
console.log(fake.requests.map(q => [q.aborted, q.done, q.chunksSent]));
console.log(fake.requests[0].body);
await fake.close();
