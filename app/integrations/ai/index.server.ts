// Which writer this process uses: the model adapter when AI_BASE_URL is set, else the built-in composer.
import { env } from '~/lib/env.server';
import { createComposer } from './composer';
import { modelWriterFromEnv } from './model.server';
import type { AiWriter } from './types';

let cached: { key: string; writer: AiWriter } | undefined;

export function aiWriterKind(): AiWriter['kind'] {
  return env().AI_BASE_URL ? 'model' : 'builtin';
}

export function aiWriter(): AiWriter {
  const e = env();
  const key = [e.AI_BASE_URL, e.AI_MODEL, e.AI_API_KEY].join('\n');
  if (cached?.key !== key) cached = { key, writer: e.AI_BASE_URL ? modelWriterFromEnv() : createComposer() };
  return cached.writer;
}

export { AiError, isAbortError, type AiErrorReason } from './errors';
export { checkLetter, fitLength, fitLengthInfo, type LetterCheck } from './checker';
export type * from './types';
