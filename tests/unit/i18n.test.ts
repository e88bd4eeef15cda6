import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from '~/lib/i18n';

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['ko-KR,ko;q=0.9,en-US;q=0.8', 'ko'],
    ['id-ID,id;q=0.9', 'id'],
    ['in', 'id'],
    ['en-GB', 'en'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr-FR,id;q=0.5', 'id'],
    ['en;q=0.4,ko;q=0.8', 'ko'],
    ['ko;q=0', 'en'],
    ['', 'en'],
    [null, 'en'],
    ['*', 'en'],
    ['garbage;;;q=abc', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});
