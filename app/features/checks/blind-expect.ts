// Test helpers for the blind-hiring round tests: what blindFindings marks in a sentence, as excerpts, and the
// two expectations each family is tested by — flagged (the excerpt overlaps a finding) and left alone.
import { expect } from 'vitest';
import { blindFindings } from './blind';
import type { CheckLang } from './types';

/** The excerpts blind hiring marks in `text` (no schools, no company names declared). */
export const blindExcerpts = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => text.slice(...f.range));

/** A finding covers `part` or lies inside it. */
export const expectFlagged = (text: string, lang: CheckLang, part: string) =>
  expect(
    blindExcerpts(text, lang).some((f) => f.includes(part) || part.includes(f)),
    `${text} ${JSON.stringify(blindExcerpts(text, lang))}`,
  ).toBe(true);

/** Nothing in `text` is a blind-hiring finding. */
export const expectLeft = (text: string, lang: CheckLang) =>
  expect(blindExcerpts(text, lang), text).toEqual([]);
