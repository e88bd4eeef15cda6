import { describe, expect, it } from 'vitest';
import { i18nFor, resources } from '~/lib/i18n.server';

describe('i18nFor', () => {
  it('gives each language one instance, reused by every request, that stays in its language', async () => {
    const brand = (lng: 'ko' | 'en' | 'id') => (resources[lng].common as { brand: string }).brand;
    const first = await Promise.all((['ko', 'en', 'id', 'ko', 'id', 'en'] as const).map((l) => i18nFor(l)));
    expect(first[0]).toBe(first[3]);
    expect(first[2]).toBe(first[4]);
    expect(first[1]).toBe(first[5]);
    expect(new Set(first).size).toBe(3);
    for (const lng of ['ko', 'en', 'id'] as const) {
      const i18n = await i18nFor(lng);
      expect(i18n.language).toBe(lng);
      expect(i18n.t('brand')).toBe(brand(lng));
    }
  });
});
