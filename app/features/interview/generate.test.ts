import { describe, expect, it } from 'vitest';
import { FRESH_HELD_APART } from './__fixtures__/held-apart-fresh';
import { TUNE } from './__fixtures__/tune';
import { TUNE_2 } from './__fixtures__/tune-2';
import { generateQuestions, type InterviewSources } from './generate';
import { figuresOf, sentencesOf } from './text';

const LANGS = ['ko', 'en', 'id'] as const;

function memberSentences(src: InterviewSources) {
  return new Set(src.texts.flatMap((t) => sentencesOf(t.text)));
}
const quoted = (text: string) => [...text.matchAll(/“([^”]*)”/g)].map((m) => m[1]);

// Issue 40's done-when, on the held-apart people (never used to tune a rule) and the second tuning set.
const SETS = [
  ['held-apart', FRESH_HELD_APART],
  ['second tuning', TUNE_2],
] as const;
const CASES = SETS.flatMap(([name, set]) => LANGS.map((lang) => [name, lang, set[lang]] as const));

describe.each(CASES)('questions from the %s %s letters', (_name, lang, src) => {
  const questions = generateQuestions(src);

  it('quotes, for every question, a sentence that exists in the member’s text (or the posting for a duty)', () => {
    const own = memberSentences(src);
    const posting = new Set(sentencesOf(src.posting ?? ''));
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) {
      if (q.kind === 'duty') expect(posting.has(q.source), q.source).toBe(true);
      else expect(own.has(q.source), q.source).toBe(true);
    }
  });

  it('asks about no fact the member did not write: every quoted part and figure is in its sentence', () => {
    for (const q of questions) {
      for (const part of quoted(q.text))
        for (const piece of part.split('…').filter(Boolean)) expect(q.source, q.text).toContain(piece.trim());
      for (const f of figuresOf(q.text, lang)) expect(q.source, q.text).toContain(f.text);
      // Digits only ever come from the quoted sentence.
      for (const d of q.text.match(/\d+/g) ?? []) expect(q.source, q.text).toContain(d);
    }
  });

  it('makes at least 8 distinct questions for a three-answer application, none repeated', () => {
    expect(src.texts.filter((t) => t.ref.startsWith('answer:'))).toHaveLength(3);
    const texts = questions.map((q) => q.text);
    expect(new Set(texts).size).toBe(texts.length);
    expect(new Set(questions.map((q) => q.key)).size).toBe(questions.length);
    expect(texts.length).toBeGreaterThanOrEqual(8);
  });

  it('asks in the letter’s language', () => {
    expect(new Set(questions.map((q) => q.lang))).toEqual(new Set([lang]));
  });

  it('gives two or three follow-ups to every question', () => {
    for (const q of questions) {
      expect(q.followUps.length).toBeGreaterThanOrEqual(2);
      expect(q.followUps.length).toBeLessThanOrEqual(3);
      expect(new Set(q.followUps).size).toBe(q.followUps.length);
    }
  });

  it('makes the same questions again (keys are stable), so generating twice adds none', () => {
    expect(generateQuestions(src).map((q) => q.key)).toEqual(questions.map((q) => q.key));
  });
});

describe('questions from the tuning letters', () => {
  it.each(LANGS)('%s: asks about figures, actions, results, the company and an uncovered duty', (lang) => {
    const kinds = new Set(generateQuestions(TUNE_2[lang]).map((q) => q.kind));
    for (const k of ['figure', 'action', 'result', 'why-here', 'what-first', 'duty'] as const)
      expect(kinds, k).toContain(k);
  });

  it.each(LANGS)('%s: a figure is asked how it was measured, quoting the figure as written', (lang) => {
    const figure = generateQuestions(TUNE[lang]).find((q) => q.kind === 'figure');
    expect(figure).toBeDefined();
    const [fig] = figuresOf(figure!.source, lang);
    expect(figure!.text).toContain(fig.text);
  });

  it('asks nothing of an empty application', () => {
    expect(generateQuestions({ texts: [{ ref: 'answer:1', text: '  ' }], fallbackLang: 'ko' })).toEqual([]);
  });

  it('leaves out a posting duty the answers already cover', () => {
    const qs = generateQuestions(TUNE.ko);
    const duties = qs.filter((q) => q.kind === 'duty').map((q) => q.source);
    expect(duties).not.toContain('물류 센터 출고 데이터 분석');
    expect(duties).toContain('협력사 배송 일정 조율');
  });
});
