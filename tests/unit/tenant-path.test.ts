import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SEGMENTS, resolveTenant, splitTenantPath, type TenantInfo } from '~/lib/tenant.server';

const known: Record<string, TenantInfo> = {
  main: { domain: 'main', displayName: 'Main', kind: 'MAIN' },
  demo: { domain: 'demo', displayName: 'Demo', kind: 'INSTITUTION' },
};
const find = async (d: string) => known[d] ?? null;
const resolve = (path: string) => resolveTenant(new URL(path, 'http://x'), find);

describe('tenant paths', () => {
  it('splits the tenant segment from the rest, data requests included', () => {
    expect(splitTenantPath('/')).toEqual({ segment: null, rest: '/' });
    expect(splitTenantPath('/main')).toEqual({ segment: 'main', rest: '' });
    expect(splitTenantPath('/main/account/me')).toEqual({ segment: 'main', rest: '/account/me' });
    expect(splitTenantPath('/main.data')).toEqual({ segment: 'main', rest: '.data' });
    expect(splitTenantPath('/_root.data')).toEqual({ segment: null, rest: '.data' });
  });

  it('serves known tenants and / as main', async () => {
    expect(await resolve('/demo/login')).toEqual({ type: 'tenant', tenant: known.demo });
    expect(await resolve('/')).toEqual({ type: 'tenant', tenant: known.main });
  });

  it('honours ?domain= where the path has no tenant', async () => {
    expect(await resolve('/?domain=demo')).toEqual({ type: 'tenant', tenant: known.demo });
    expect(await resolve('/?domain=nope')).toEqual({ type: 'tenant', tenant: known.main });
  });

  it('redirects an unknown tenant to the same path and query under main, or under ?domain=', async () => {
    expect(await resolve('/nope/culture/result?x=1&y=2')).toEqual({
      type: 'redirect',
      location: '/main/culture/result?x=1&y=2',
    });
    expect(await resolve('/NOPE')).toEqual({ type: 'redirect', location: '/main' });
    expect(await resolve('/nope/a?domain=demo')).toEqual({
      type: 'redirect',
      location: '/demo/a?domain=demo',
    });
  });

  it('leaves the social-login returns and health outside the tenants', async () => {
    expect(await resolve('/auth/kakao?code=1')).toEqual({ type: 'tenant', tenant: known.main });
    expect(await resolve('/healthz')).toEqual({ type: 'tenant', tenant: known.main });
  });

  it('sends any other /auth path under main whole, where it is not a page (not the login page)', async () => {
    expect(await resolve('/auth/login?x=1')).toEqual({ type: 'redirect', location: '/main/auth/login?x=1' });
    expect(await resolve('/auth')).toEqual({ type: 'redirect', location: '/main/auth' });
    expect(await resolve('/auth/naver.data')).toEqual({ type: 'tenant', tenant: known.main });
  });

  it('keeps a page path without a tenant whole under the resolved tenant (issue 27 item 30)', async () => {
    expect(await resolve('/goods/user')).toEqual({ type: 'redirect', location: '/main/goods/user' });
    expect(await resolve('/account/me')).toEqual({ type: 'redirect', location: '/main/account/me' });
    expect(await resolve('/login')).toEqual({ type: 'redirect', location: '/main/login' });
    expect(await resolve('/login/?redirectTo=%2Fmain')).toEqual({
      type: 'redirect',
      location: '/main/login?redirectTo=%2Fmain',
    });
    expect(await resolve('/goods/user?domain=demo')).toEqual({
      type: 'redirect',
      location: '/demo/goods/user',
    });
    expect(await resolve('/account/me/coupon?domain=nope&page=2')).toEqual({
      type: 'redirect',
      location: '/main/account/me/coupon?domain=nope&page=2',
    });
  });

  it('names the first segment of every page under a tenant as a page path', () => {
    const segments = new Set(
      fs
        .readdirSync(path.resolve('app/routes'))
        .filter((f) => f.startsWith('($domain).') && !f.includes('.test.'))
        .map((f) =>
          f
            .replace(/^\(\$domain\)\./, '')
            .replace(/\.tsx?$/, '')
            .split('.'),
        )
        // Layout groups (_default, _member, …) are not in the URL; [.] is a literal dot.
        .map(
          (parts) =>
            parts
              .filter((p) => !p.startsWith('_'))[0]
              ?.replace(/_$/, '')
              .replace('[', '')
              .split(']')[0],
        )
        .filter((first): first is string => Boolean(first) && first !== '$'),
    );
    expect([...segments].sort()).toEqual([...PAGE_SEGMENTS].sort());
  });
});
