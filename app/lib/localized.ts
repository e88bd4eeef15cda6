import type { Language } from './i18n';

/** Reference data named in each interface language (industries, regions, questions, type texts). */
export type LocalizedText = Record<Language, string>;

/** The text in the user's language, English when that one is missing, '' for none. */
export function localized(text: LocalizedText | null | undefined, lng: Language): string {
  return text ? text[lng] || text.en : '';
}
