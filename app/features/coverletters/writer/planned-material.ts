// What a planned answer reads of the member's material beyond the plan: the figures a sentence states
// (one fact is told once) and the language the member wrote their episodes and reasons in.
import type { ResumeSections } from '#db/schema/profiles';
import { proseLanguage } from './text';
import type { MemberMotives } from '~/integrations/ai/types';

const FIGURE =
  /(\d[\d,.]*\d|\d)\s*(%|퍼센트|배|명|건|개|곳|원|만원|억|시간|분|초|일|주|개월|년|점|회|달러|x|×|ms|kg|km|jam|hari|orang|persen)?/gi;

/** The figures a sentence states, each as its number (commas dropped) and unit: "40건", "30%", "1200". */
export function figuresIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.normalize('NFC').matchAll(FIGURE)) {
    const n = m[1]!.replace(/,/g, '');
    // Years and dates are when, not what: "2023" (or "2023년") is not a figure of the story.
    if ((!m[2] || m[2] === '년') && /^(?:19|20)\d\d$/.test(n)) continue;
    out.push(`${n}${(m[2] ?? '').toLowerCase()}`);
  }
  return out;
}

/** The language of the member's episodes and reasons (null: too little to tell). */
export function materialLanguage(
  s: ResumeSections,
  motives?: MemberMotives | null,
): 'ko' | 'en' | 'id' | null {
  const text = [
    ...(s.episodes ?? []).flatMap((e) => [e.situation, e.action, e.result, e.learned, e.shows ?? '']),
    motives?.whyCompany ?? '',
    motives?.whyJob ?? '',
    motives?.plan ?? '',
  ].join(' ');
  return proseLanguage(text);
}
