import { describe, expect, it } from 'vitest';
import { getFixedT, localeResources } from '~/lib/i18n.server';

describe('getFixedT', () => {
  it('translates in the language asked for, from the one shared instance, whatever was asked before', async () => {
    const brand = (lng: 'ko' | 'en' | 'id') => (localeResources()[lng].common as { brand: string }).brand;
    const ts = await Promise.all(
      (['ko', 'en', 'id', 'ko', 'id', 'en'] as const).map((l) => getFixedT(l, 'common')),
    );
    (['ko', 'en', 'id', 'ko', 'id', 'en'] as const).forEach((lng, i) =>
      expect(ts[i]('brand')).toBe(brand(lng)),
    );
  });
});
