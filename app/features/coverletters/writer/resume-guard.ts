// Keeps a model's resume honest: names, dates and other fields come from the input as they were;
// rephrased descriptions and the intro are kept only when they add no fact and keep their language.
import { findUnsupported, languageMatches } from './checker';
import { factCorpus, tidySections } from './facts';
import { introLanguage } from './intro';
import { proseLanguage, splitSentences, tidy } from './text';
import type { ResumeRequest, ResumeResult } from '~/integrations/ai/types';

const entry = (list: unknown, i: number): Record<string, unknown> => {
  const v: unknown = Array.isArray(list) ? list[i] : undefined;
  return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
};

/**
 * Merges the model's answer over the tidied input: only `achievements`, `projectDescription` and the
 * intro may change, and only when they bring no name, number or date the input lacks.
 */
export function guardResume(
  answer: Record<string, unknown> | null,
  req: ResumeRequest,
  fallback: ResumeResult,
): ResumeResult {
  if (!answer) return fallback;
  const corpus = factCorpus({ profile: req.profile, target: req.target });
  const base = tidySections(req.profile.sections);
  const sections = (answer.sections && typeof answer.sections === 'object' ? answer.sections : {}) as Record<
    string,
    unknown
  >;
  const prose = (proposed: unknown, original: string) => {
    if (typeof proposed !== 'string' || !original.trim() || !proposed.trim()) return original;
    const text = splitSentences(tidy(proposed)).join('\n');
    if (findUnsupported(text, corpus).length) return original;
    if (proseLanguage(text) !== proseLanguage(original)) return original;
    return text;
  };
  const result = {
    ...base,
    works: base.works.map((w, i) => ({
      ...w,
      achievements: prose(entry(sections.works, i).achievements, w.achievements),
    })),
    projects: base.projects.map((p, i) => ({
      ...p,
      projectDescription: prose(entry(sections.projects, i).projectDescription, p.projectDescription),
    })),
  };
  const intro = typeof answer.intro === 'string' ? tidy(answer.intro).replace(/\s+/g, ' ') : '';
  const introOk =
    !!intro &&
    splitSentences(intro).length <= 5 &&
    [...intro].length <= 800 &&
    languageMatches(intro, introLanguage(req).lang) &&
    findUnsupported(intro, corpus).length === 0;
  return { intro: introOk ? intro : fallback.intro, sections: result };
}
