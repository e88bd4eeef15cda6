// A model's interview questions kept only when traced to the member's own sentence, like the letters
// (issue 40 item 4): the sentence it names must be one of the member's (compared without spaces and
// punctuation), and the question may carry no figure that sentence does not have. Untraceable: dropped.
import type { GeneratedQuestion } from './generate';
import { QUESTION_KINDS, type QuestionKind } from './templates';
import { languageOf, sentenceKey, type InterviewLang } from './text';

export type MemberSentence = { text: string; ref: string };

const clean = (v: unknown, max: number) =>
  typeof v === 'string' ? v.replace(/\s+/g, ' ').trim().slice(0, max) : '';

export function traceModelQuestions(
  raw: Record<string, unknown> | null,
  sentences: readonly MemberSentence[],
  taken: readonly GeneratedQuestion[],
  fallbackLang: InterviewLang,
  max = 8,
): GeneratedQuestion[] {
  const items = Array.isArray(raw?.questions) ? (raw.questions as unknown[]) : [];
  const byKey = new Map(sentences.map((s) => [sentenceKey(s.text), s]));
  const texts = new Set(taken.map((q) => q.text));
  const keys = new Set(taken.map((q) => q.key));
  const out: GeneratedQuestion[] = [];
  for (const item of items) {
    if (out.length >= max || !item || typeof item !== 'object') break;
    const it = item as Record<string, unknown>;
    const question = clean(it.question, 300);
    const found = byKey.get(sentenceKey(clean(it.sentence, 1000)));
    if (!question || !found) continue;
    // A figure the member's sentence does not have is a fact they did not write.
    const digits = question.match(/\d+(?:[.,]\d+)*/g) ?? [];
    if (digits.some((d) => !found.text.includes(d))) continue;
    const kind: QuestionKind = (QUESTION_KINDS as readonly string[]).includes(String(it.kind))
      ? (it.kind as QuestionKind)
      : 'action';
    const key = `model:${sentenceKey(question).slice(0, 40)}`;
    if (texts.has(question) || keys.has(key)) continue;
    const followUps = (Array.isArray(it.followUps) ? it.followUps : [])
      .map((f) => clean(f, 200))
      .filter((f) => f && !(f.match(/\d+(?:[.,]\d+)*/g) ?? []).some((d) => !found.text.includes(d)))
      .slice(0, 3);
    if (followUps.length < 2) continue;
    texts.add(question);
    keys.add(key);
    out.push({
      key: key.slice(0, 64),
      kind,
      lang: languageOf(found.text, fallbackLang),
      text: question,
      source: found.text,
      sourceRef: found.ref,
      followUps,
    });
  }
  return out;
}
