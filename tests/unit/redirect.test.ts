import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '~/lib/redirect';

describe('safeRedirectPath', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirectPath('/main/login?x=1#a', '/main')).toBe('/main/login?x=1#a');
  });
  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'main',
    '/a\nb',
    42,
    null,
  ])('refuses %s', (target) => {
    expect(safeRedirectPath(target, '/main')).toBe('/main');
  });
});
