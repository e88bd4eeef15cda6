/** Languages the product speaks; shared by server and client i18next set-up. */
export const LANGUAGES = ['ko', 'en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

export const i18nConfig = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps an Accept-Language header to one of our languages: the first tag (by quality) that is
 * Korean, Indonesian (also the legacy `in`) or English wins; anything else gives English.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return 'en';
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((t) => t.tag && t.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of tags) {
    const primary = tag.split('-')[0];
    if (primary === 'ko') return 'ko';
    if (primary === 'id' || primary === 'in') return 'id';
    if (primary === 'en') return 'en';
  }
  return 'en';
}
