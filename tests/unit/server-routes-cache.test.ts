import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cachedServerRoutes, installServerRoutesCache } from '../../server/server-routes-cache';

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
