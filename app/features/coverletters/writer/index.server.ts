// Which writer this process uses: the model adapter when AI_BASE_URL is set, else the built-in composer.
// A model's resume passes the guard, with the composer's resume as the fallback.
import type { AiWriter } from '~/integrations/ai/types';
import { env } from '~/lib/env.server';
import { createComposer } from './composer';
import { composeResume } from './intro';
import { modelWriterFromEnv, type ModelWriter } from './model-writer.server';
import { guardResume } from './resume-guard';

let cached: { key: string; writer: AiWriter } | undefined;

export function aiWriterKind(): AiWriter['kind'] {
  return env().AI_BASE_URL ? 'model' : 'builtin';
}

/** The product's writer over the model adapter: resumes keep only what the input backs. */
export function guardedModelWriter(model: ModelWriter): AiWriter {
  return {
    kind: 'model',
    streamCoverLetter: (req, signal) => model.streamCoverLetter(req, signal),
    writeResume: async (req, signal) =>
      guardResume(await model.draftResume(req, signal), req, composeResume(req)),
    readResume: model.readResume,
  };
}

export function aiWriter(): AiWriter {
  const e = env();
  const key = [e.AI_BASE_URL, e.AI_MODEL, e.AI_API_KEY].join('\n');
  if (cached?.key !== key)
    cached = { key, writer: e.AI_BASE_URL ? guardedModelWriter(modelWriterFromEnv()) : createComposer() };
  return cached.writer;
}
