import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cachedPathCount, installRouteMatchCache } from '../../server/route-match-cache';

type R = { id?: string; key: string; path?: string; index?: boolean; children?: R[] };

/** A tree shaped like ours: the optional tenant segment, pathless layouts, index, params, splat. */
function tree(withIds: boolean): R[] {
  const r = (key: string, props: Omit<R, 'key' | 'id'> = {}): R => ({
    key,
    ...(withIds ? { id: key } : {}),
    ...props,
  });
  return [
    r('root', {
      path: '',
      children: [
        r('domain', {
          path: ':domain?',
          children: [
            r('_default', {
              children: [
                r('home', { index: true }),
                r('goods', {
                  path: 'goods',
                  children: [r('goods-index', { index: true }), r('goods-user', { path: 'user' })],
                }),
                r('splat', { path: '*' }),
              ],
            }),
            r('_member', {
              children: [
                r('culture-result', { path: 'culture/result' }),
                r('company', { path: 'culture/result/company/:id' }),
                r('ticket-detail', { path: 'account/me/ticket/detail/:orderId' }),
              ],
            }),
            r('login', { path: 'login' }),
          ],
        }),
        r('auth-kakao', { path: 'auth/kakao' }),
      ],
    }),
  ];
}

const PATHS = [
  '/',
  '/main',
  '/main/',
  '/demo',
  '/goods',
  '/main/goods',
  '/main/goods/user',
  '/main/culture/result',
  '/culture/result',
  '/main/culture/result/company/42',
  '/demo/culture/result/company/7?x=1',
  '/main/account/me/ticket/detail/ORD-1',
  '/main/login',
  '/login',
  '/auth/kakao',
  '/main/nowhere/deep',
  '/main/%ED%95%9C',
  '/MAIN/LOGIN',
];

const require = createRequire(import.meta.url);

describe('route-match cache', () => {
  it('is patched into the router the server runtime uses', () => {
    expect(installRouteMatchCache()).toBe(true);
    const { matchRoutes } = require('@remix-run/router') as typeof import('@remix-run/router');
    const before = cachedPathCount();
    matchRoutes(tree(true) as never, '/main/goods/user');
    expect(cachedPathCount()).toBe(before + 1);
  });

  it('matches every path exactly as the uncached matcher, on a fresh tree each time', () => {
    const { matchRoutes } = require('@remix-run/router') as typeof import('@remix-run/router');
    const summary = (ms: ReturnType<typeof matchRoutes>) =>
      ms?.map((m) => ({
        key: (m.route as unknown as R).key,
        params: m.params,
        pathname: m.pathname,
        base: m.pathnameBase,
      }));
    for (let round = 0; round < 3; round++) {
      for (const p of PATHS) {
        // A tree without ids is never cached: it is the router's own answer.
        const expected = summary(matchRoutes(tree(false) as never, p));
        const fresh = tree(true); // a new tree per call, as RemixServer builds one per render
        const got = matchRoutes(fresh as never, p);
        expect(summary(got), p).toEqual(expected);
        // The matches point at the caller's route objects, not at an earlier tree's.
        if (got) expect(got[0].route).toBe(fresh[0]);
      }
    }
    // Basename and partial matching are part of the key.
    expect(summary(matchRoutes(tree(true) as never, '/app/main/login', '/app'))).toEqual(
      summary(matchRoutes(tree(false) as never, '/app/main/login', '/app')),
    );
  });
});
