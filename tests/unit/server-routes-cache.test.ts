import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  cachedDataRoutes,
  cachedServerRoutes,
  installDataRoutesCache,
  installServerRoutesCache,
} from '../../server/server-routes-cache';

const require = createRequire(import.meta.url);

describe('server routes cache', () => {
  it('builds the route tree once per build and again when a route module changes', () => {
    let builds = 0;
    const create = cachedServerRoutes((_m, modules) => {
      builds++;
      return Object.keys(modules).map((id) => ({ id }));
    });
    const manifest = { root: {}, 'routes/a': {} };
    const a = { default: () => null };
    const first = create(manifest, { root: {}, 'routes/a': a }, {}, false);
    // Remix makes a new modules object per request, holding the same modules.
    const root = {};
    const again = create(manifest, { root, 'routes/a': a }, {}, false);
    expect(builds).toBe(2); // `root` is a new module object here
    expect(create(manifest, { root, 'routes/a': a }, {}, false)).toBe(again);
    expect(builds).toBe(2);
    expect(first).not.toBe(again);
    create(manifest, { root, 'routes/a': { default: () => null } }, {}, false);
    expect(builds).toBe(3);
    create({ ...manifest }, { root, 'routes/a': a }, {}, false); // another build's manifest
    expect(builds).toBe(4);
  });

  it('is what RemixServer calls, and the real tree comes back identical for the same build', () => {
    expect(installServerRoutesCache()).toBe(true);
    const routes = require('@remix-run/react/dist/routes.js') as {
      createServerRoutes: (
        m: object,
        r: object,
        f: object,
        spa: boolean,
      ) => { id: string; children?: unknown[] }[];
    };
    const manifest = {
      root: { id: 'root', path: '', hasLoader: true },
      'routes/x': { id: 'routes/x', parentId: 'root', path: 'x', hasLoader: false },
    };
    const mod = { default: () => null };
    const modules = () => ({ root: mod, 'routes/x': mod });
    const tree = routes.createServerRoutes(manifest, modules(), {}, false);
    expect(tree[0].id).toBe('root');
    expect((tree[0].children as { id: string }[])[0].id).toBe('routes/x');
    expect(routes.createServerRoutes(manifest, modules(), {}, false)).toBe(tree);
  });
});

describe('data routes cache', () => {
  it("converts a tree once and fills each caller's manifest with its routes", () => {
    let conversions = 0;
    const convert = cachedDataRoutes((routes, _map, _parent, manifest = {}) => {
      conversions++;
      return (routes as { id: string }[]).map((r) => (manifest[r.id] = { ...r, converted: true }));
    });
    const map = () => ({});
    const tree = [{ id: 'root' }, { id: 'routes/a' }];
    const first: Record<string, unknown> = {};
    const routes = convert(tree, map, undefined, first);
    const second: Record<string, unknown> = {};
    expect(convert(tree, map, undefined, second)).toBe(routes);
    expect(conversions).toBe(1);
    expect(second).toEqual(first);
    expect(second['routes/a']).toBe(routes[1]);
    convert([...tree], map, undefined, {}); // another tree (a dev rebuild)
    expect(conversions).toBe(2);
    convert(tree, () => ({}), undefined, {}); // other route properties
    expect(conversions).toBe(3);
  });

  it('is what the static router calls, and a real tree converts to the same routes with ids', () => {
    expect(installDataRoutesCache()).toBe(true);
    const router = require('@remix-run/router') as {
      UNSAFE_convertRoutesToDataRoutes: (
        routes: object[],
        map: (route: object) => object,
        parent: undefined,
        manifest: Record<string, { id: string; path?: string }>,
      ) => { id: string; children?: { id: string }[] }[];
    };
    const tree = [{ id: 'root', path: '/', children: [{ id: 'routes/x', path: 'x' }] }];
    const map = () => ({ hasErrorBoundary: false });
    const manifest: Record<string, { id: string; path?: string }> = {};
    const routes = router.UNSAFE_convertRoutesToDataRoutes(tree, map, undefined, manifest);
    expect(routes[0].children?.[0].id).toBe('routes/x');
    expect(manifest['routes/x'].path).toBe('x');
    const again: Record<string, { id: string; path?: string }> = {};
    expect(router.UNSAFE_convertRoutesToDataRoutes(tree, map, undefined, again)).toBe(routes);
    expect(again['routes/x']).toBe(manifest['routes/x']);
  });
});
