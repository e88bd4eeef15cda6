import { describe, expect, it } from 'vitest';
import { localePreloadHeader } from '~/lib/locale-preload.server';

const map = {
  'ko/common': '/assets/common-K.js',
  'ko/errors': '/assets/errors-K.js',
  'ko/accounts': '/assets/accounts-K.js',
  'en/common': '/assets/common-E.js',
  'en/errors': '/assets/errors-E.js',
  'en/accounts': '/assets/accounts-E.js',
};

describe("a page's translation preloads", () => {
  it("names common, errors and each matched route's namespaces, in the page's language, once each", () => {
    const header = localePreloadHeader(map, 'ko', [
      { i18n: ['common', 'errors'] },
      undefined,
      { i18n: 'accounts' },
    ]);
    expect(header).toBe(
      '</assets/common-K.js>; rel=modulepreload, </assets/errors-K.js>; rel=modulepreload, ' +
        '</assets/accounts-K.js>; rel=modulepreload',
    );
    expect(localePreloadHeader(map, 'en', [{ i18n: 'accounts' }])).not.toContain('-K.js');
  });

  it('names no namespace a route does not declare, and none without a browser build', () => {
    const header = localePreloadHeader(map, 'en', [{ other: 'accounts' }, { i18n: [42, null] }, 'accounts']);
    expect(header).not.toContain('accounts');
    expect(localePreloadHeader({}, 'ko', [{ i18n: 'accounts' }])).toBeNull();
  });
});
