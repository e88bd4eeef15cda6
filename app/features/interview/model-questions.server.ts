// Extra interview questions from the configured model (AI_BASE_URL), each traced to one of the member's
// sentences (trace.ts): the model is given the sentences and the questions already made, and asked for
// more in JSON. Without a model, none; a failure of the model adds none (the rule-made ones stand).
import { modelClientFromEnv, parseModelJson } from '~/integrations/ai/model.server';
import { env } from '~/lib/env.server';
import type { GeneratedQuestion, InterviewSources } from './generate';
import { sentencesOf } from './text';
import { traceModelQuestions, type MemberSentence } from './trace';

const SYSTEM = `You are an interviewer preparing questions about a job applicant's own written answers.
Ask only about what a sentence says; never assume a fact, number or name the sentence does not contain.
Answer with JSON only: {"questions":[{"sentence":"<one of the given sentences, copied exactly>",
"kind":"figure|action|result|conflict|lesson|why-here|why-now|what-first","question":"...",
"followUps":["...","..."]}]}. Write each question in the language of its sentence.`;

export async function modelQuestions(
  sources: InterviewSources,
  made: readonly GeneratedQuestion[],
  signal?: AbortSignal,
): Promise<GeneratedQuestion[]> {
  if (!env().AI_BASE_URL) return [];
  const sentences: MemberSentence[] = sources.texts.flatMap((t) =>
    sentencesOf(t.text).map((text) => ({ text, ref: t.ref })),
  );
  if (!sentences.length) return [];
  const prompt = [
    'Sentences:',
    ...sentences.slice(0, 120).map((s, i) => `${i + 1}. ${s.text}`),
    '',
    'Questions already asked (do not repeat):',
    ...made.map((q) => `- ${q.text}`),
    '',
    'Give up to 8 more questions, two or three follow-ups each.',
  ].join('\n');
  const reply = await modelClientFromEnv().answer({ system: SYSTEM, prompt, temperature: 0.3 }, signal);
  return traceModelQuestions(parseModelJson(reply.text), sentences, made, sources.fallbackLang);
}
