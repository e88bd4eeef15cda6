// Which letter languages the built-in writer offers for a resume. It never translates, so it offers the
// languages the resume's own descriptions are written in (a Korean letter from English descriptions would
// drop every achievement). With a model, both Korean and English are offered.
import type { ResumeSections } from '#db/schema/profiles';
import type { Lang } from '~/integrations/ai/types';
import { proseLanguage, scriptCounts, splitSentences, tidy } from './text';

export type LanguageOffer = {
  langs: Exclude<Lang, 'id'>[];
  /** Why: the resume's languages; or the resume is in Indonesian (English takes its names and figures). */
  reason: 'resume' | 'indonesian';
};

export function builtinLanguages(s: ResumeSections): LanguageOffer {
  const found = new Set<'ko' | 'en' | 'id'>();
  const prose = [...s.works.map((w) => w.achievements), ...s.projects.map((p) => p.projectDescription)];
  for (const text of prose)
    for (const sentence of splitSentences(tidy(text ?? ''))) {
      const lang = proseLanguage(sentence);
      if (lang) found.add(lang);
    }
  const langs = (['ko', 'en'] as const).filter((l) => found.has(l));
  if (langs.length) return { langs, reason: 'resume' };
  if (found.has('id')) return { langs: ['en'], reason: 'indonesian' };
  // No descriptions at all: the script of the names decides.
  const names = [
    ...s.works.flatMap((w) => [w.company, w.position]),
    ...s.educations.flatMap((e) => [e.school, e.major]),
    ...s.projects.map((p) => p.projectName),
  ].join(' ');
  const { hangul, latin } = scriptCounts(names);
  return { langs: hangul >= latin * 0.5 && hangul > 0 ? ['ko'] : ['en'], reason: 'resume' };
}
