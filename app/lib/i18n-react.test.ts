import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces, translate } from './i18n-react';
import { i18nConfig, LANGUAGES } from './i18n';
import { koreanParticles } from './korean';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, mod] of Object.entries(files)) {
  const [, lng, ns] = file.match(/locales\/(\w+)\/(\w+)\.json$/)!;
  (resources[lng] ??= {})[ns] = mod.default;
}
const namespaces = Object.keys(resources.en);

function leafKeys(tree: unknown, prefix = ''): string[] {
  if (!tree || typeof tree !== 'object' || Array.isArray(tree)) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

const real = i18next.createInstance();
beforeAll(async () => {
  await real
    .use(koreanParticles)
    .init({ ...i18nConfig, lng: 'en', ns: namespaces, resources, postProcess: [koreanParticles.name] });
  for (const lng of LANGUAGES) await loadNamespaces(lng, namespaces);
});

// Values every interpolation in the locale files can take.
const options = {
  count: 3,
  name: 'Kim',
  email: 'a@example.com',
  end: '2026.12.31',
  n: 7,
  total: 10,
  used: 2,
};

describe('the browser stand-in for i18next renders what the server renders', () => {
  it('for every key of every namespace in every language, with and without values', () => {
    let compared = 0;
    for (const lng of LANGUAGES) {
      const t = real.getFixedT(lng);
      for (const ns of namespaces)
        for (const key of leafKeys(resources[lng][ns])) {
          const full = `${ns}:${key}`;
          // Lists (a page's sections, the loading messages) are read with returnObjects.
          const list = { returnObjects: true } as const;
          expect(translate(lng, 'common', full, list), full).toEqual(t(full, list));
          expect(translate(lng, 'common', full, { ...options, ...list }), full).toEqual(
            t(full, { ...options, ...list }),
          );
          compared++;
        }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('arrays and objects with returnObjects, defaults and missing keys as i18next has them', () => {
    const t = real.getFixedT('ko');
    expect(translate('ko', 'common', 'loading.messages', { returnObjects: true })).toEqual(
      t('loading.messages', { returnObjects: true }),
    );
    expect(translate('en', 'errors', 'code.999999')).toBe(real.getFixedT('en', 'errors')('code.999999'));
    expect(
      translate('en', 'common', 'nope.missing', { defaultValue: 'Fallback {{name}}', name: 'Lee' }),
    ).toBe(real.getFixedT('en')('nope.missing', { defaultValue: 'Fallback {{name}}', name: 'Lee' }));
  });
});
