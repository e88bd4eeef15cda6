// The route-tree caches that patches/ adds to the framework packages (docs/decisions/0019-framework-patches.md),
// called as the server calls them: the packages' CommonJS files, as Node loads them. That the production
// build really uses them is tests/integration/production-host.test.ts.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

type R = { id: string; path?: string; index?: boolean; children?: R[] };
type Match = { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; route: R };
type Count = { built: number; reused: number };
type Router = {
  matchRoutes(routes: R[], location: string, basename?: string): Match[] | null;
  UNSAFE_convertRoutesToDataRoutes(
    routes: object[],
    map: (route: object) => object,
    parent: undefined,
    manifest: Record<string, { id: string; path?: string }>,
  ): { id: string; children?: { id: string }[] }[];
  UNSAFE_routeTreeStats?: { branches: Count; dataRoutes: Count };
  createRouter(init: object): { routes: R[]; patchRoutes(routeId: string, children: R[]): void };
  createMemoryHistory(): object;
};
type ServerRoutes = {
  createServerRoutes(
    manifest: object,
    modules: object,
    future: object,
    spa: boolean,
    ...subtree: unknown[]
  ): { id: string; children?: unknown[] }[];
  serverRouteTreeStats?: Count;
};

const require = createRequire(import.meta.url);
const router = require('@remix-run/router') as Router;
const serverRoutes = require('@remix-run/react/dist/routes.js') as ServerRoutes;

/** A tree shaped like ours: the optional tenant segment, pathless layouts, index, params, splat. */
function tree(): R[] {
  return [
    {
      id: 'root',
      path: '',
      children: [
        {
          id: 'domain',
          path: ':domain?',
          children: [
            {
              id: '_default',
              children: [
                { id: 'home', index: true },
                {
                  id: 'goods',
                  path: 'goods',
                  children: [
                    { id: 'goods-index', index: true },
                    { id: 'goods-user', path: 'user' },
                  ],
                },
                { id: 'splat', path: '*' },
              ],
            },
            {
              id: '_member',
              children: [
                { id: 'culture-result', path: 'culture/result' },
                { id: 'company', path: 'culture/result/company/:id' },
                { id: 'ticket-detail', path: 'account/me/ticket/detail/:orderId' },
              ],
            },
            { id: 'login', path: 'login' },
          ],
        },
        { id: 'auth-kakao', path: 'auth/kakao' },
      ],
    },
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

const summary = (matches: Match[] | null) =>
  matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase }));

describe('the @remix-run/router patch', () => {
  it('is applied (npm install runs patch-package)', () => {
    expect(router.UNSAFE_routeTreeStats).toBeDefined();
    expect(serverRoutes.serverRouteTreeStats).toBeDefined();
  });

  it('matches every path as a first match does, on the caller’s routes, flattening a tree once', () => {
    const stats = router.UNSAFE_routeTreeStats!.branches;
    const routes = tree();
    const builtBefore = stats.built;
    for (let round = 0; round < 3; round++) {
      for (const p of PATHS) {
        const expected = summary(router.matchRoutes(tree(), p)); // a new tree: a first match
        const got = router.matchRoutes(routes, p);
        expect(summary(got), p).toEqual(expected);
        if (got) expect(got[0].route).toBe(routes[0]);
      }
    }
    // Each of the fresh trees, and `routes` once.
    expect(stats.built - builtBefore).toBe(3 * PATHS.length + 1);
    // Basename and partial matching still apply.
    expect(summary(router.matchRoutes(routes, '/app/main/login', '/app'))).toEqual(
      summary(router.matchRoutes(tree(), '/app/main/login', '/app')),
    );
    expect(router.matchRoutes(routes, '/elsewhere/main/login', '/app')).toBeNull();
  });

  it('hands out new match objects each time, with one params object per answer', () => {
    const routes = tree();
    const first = router.matchRoutes(routes, '/main/culture/result/company/42')!;
    first[0].params.id = 'changed';
    first.pop();
    const second = router.matchRoutes(routes, '/main/culture/result/company/42')!;
    expect(second.map((m) => m.route.id)).toEqual(['root', 'domain', '_member', 'company']);
    expect(second[3].params).toEqual({ domain: 'main', id: '42' });
    expect(second[0].params).toBe(second[3].params);
  });

  it('sees routes added in place by patchRoutes (lazy route discovery)', () => {
    const app = router.createRouter({
      history: router.createMemoryHistory(),
      routes: [{ id: 'root', path: '/', children: [{ id: 'a', path: 'a' }] }],
    });
    const routes = app.routes;
    expect(summary(router.matchRoutes(routes, '/b'))).toBeUndefined();
    app.patchRoutes('root', [{ id: 'b', path: 'b' }]);
    expect(summary(router.matchRoutes(routes, '/b'))?.map((m) => m.id)).toEqual(['root', 'b']);
  });

  it("converts a tree to data routes once, filling each caller's manifest", () => {
    const stats = router.UNSAFE_routeTreeStats!.dataRoutes;
    const routes = [{ id: 'root', path: '/', children: [{ id: 'routes/x', path: 'x' }] }];
    const map = () => ({ hasErrorBoundary: false });
    const manifest: Record<string, { id: string; path?: string }> = {};
    const built = stats.built;
    const data = router.UNSAFE_convertRoutesToDataRoutes(routes, map, undefined, manifest);
    expect(data[0].children?.[0].id).toBe('routes/x');
    expect(manifest['routes/x'].path).toBe('x');
    const again: Record<string, { id: string; path?: string }> = {};
    expect(router.UNSAFE_convertRoutesToDataRoutes(routes, map, undefined, again)).toBe(data);
    expect(again['routes/x']).toBe(manifest['routes/x']);
    expect(stats.built - built).toBe(1);
    // Other route properties, or another tree (a dev server's rebuild): converted again.
    expect(router.UNSAFE_convertRoutesToDataRoutes(routes, () => ({}), undefined, {})).not.toBe(data);
    expect(router.UNSAFE_convertRoutesToDataRoutes([...routes], map, undefined, {})).not.toBe(data);
  });
});

describe('the @remix-run/react patch', () => {
  const manifest = {
    root: { id: 'root', path: '', hasLoader: true },
    'routes/x': { id: 'routes/x', parentId: 'root', path: 'x', hasLoader: false },
  };

  it('builds the server route tree once per build, again when a route module changes', () => {
    const mod = { default: () => null };
    // Remix makes a new modules object per request, holding the same modules.
    const modules = () => ({ root: mod, 'routes/x': mod });
    const routes = serverRoutes.createServerRoutes(manifest, modules(), {}, false);
    expect(routes[0].id).toBe('root');
    expect((routes[0].children as { id: string }[])[0].id).toBe('routes/x');
    expect(serverRoutes.createServerRoutes(manifest, modules(), {}, false)).toBe(routes);
    const edited = { root: mod, 'routes/x': { default: () => null } };
    expect(serverRoutes.createServerRoutes(manifest, edited, {}, false)).not.toBe(routes);
    expect(serverRoutes.createServerRoutes({ ...manifest }, modules(), {}, false)).not.toBe(routes);
    // A subtree (a parent id given) is built as before, never cached.
    const subtree = serverRoutes.createServerRoutes(manifest, modules(), {}, false, 'root');
    expect(subtree.map((r) => r.id)).toEqual(['routes/x']);
    expect(serverRoutes.createServerRoutes(manifest, modules(), {}, false, 'root')).not.toBe(subtree);
  });
});
