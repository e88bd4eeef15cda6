// Remix's RemixServer rebuilds the whole route tree for React Router on every render
// (`createServerRoutes` in @remix-run/react: ~70 route objects with their components, 6 % of the floor's
// CPU). The tree depends only on the build's route manifest and route modules, so this keeps the last
// tree per manifest and hands it out again while every route's module is the same object (a dev server's
// rebuild makes a new tree). It replaces the function on the module's exports, which RemixServer reads at
// each call; import it in server.ts before the build. If the export is missing, nothing is patched.
// The same goes for the data routes React Router's static router converts that tree into per render.
import { createRequire } from 'node:module';

type Modules = Record<string, unknown>;
type Create = (
  manifest: object,
  routeModules: Modules,
  future: unknown,
  isSpaMode: boolean,
  ...rest: unknown[]
) => unknown[];

const require = createRequire(import.meta.url);

export function cachedServerRoutes(create: Create): Create {
  const trees = new WeakMap<object, { modules: Map<string, unknown>; spa: boolean; routes: unknown[] }>();
  return function createServerRoutes(manifest, routeModules, future, isSpaMode, ...rest) {
    if (rest.length > 0) return create(manifest, routeModules, future, isSpaMode, ...rest); // a subtree
    const known = trees.get(manifest);
    if (known && known.spa === isSpaMode && known.modules.size === Object.keys(routeModules).length) {
      let same = true;
      for (const [id, mod] of known.modules)
        if (routeModules[id] !== mod) {
          same = false;
          break;
        }
      if (same) return known.routes;
    }
    const routes = create(manifest, routeModules, future, isSpaMode);
    trees.set(manifest, { modules: new Map(Object.entries(routeModules)), spa: isSpaMode, routes });
    return routes;
  };
}

type Convert = (
  routes: unknown[],
  mapRouteProperties: unknown,
  parentPath?: unknown,
  manifest?: Record<string, unknown>,
) => unknown[];

/**
 * React Router's static router (RemixServer's, every render) converts that same tree into data routes
 * again (`convertRoutesToDataRoutes`: a copy of every route, 5 % of the floor's CPU). Per tree, this keeps
 * the converted routes and their id → route manifest, and fills the caller's manifest from it.
 */
export function cachedDataRoutes(convert: Convert): Convert {
  const known = new WeakMap<object, { map: unknown; routes: unknown[]; manifest: Record<string, unknown> }>();
  return function convertRoutesToDataRoutes(routes, mapRouteProperties, parentPath, manifest) {
    if (parentPath !== undefined || !manifest)
      return convert(routes, mapRouteProperties, parentPath, manifest);
    let hit = known.get(routes);
    if (!hit || hit.map !== mapRouteProperties) {
      const own: Record<string, unknown> = {};
      hit = {
        map: mapRouteProperties,
        routes: convert(routes, mapRouteProperties, undefined, own),
        manifest: own,
      };
      known.set(routes, hit);
    }
    Object.assign(manifest, hit.manifest);
    return hit.routes;
  };
}

/** Replaces `exports[name]` of a CommonJS module by `wrap` of it, once. False (and a warning) when missing. */
function wrapExport<F extends (...args: never[]) => unknown>(
  specifier: string,
  name: string,
  wrap: (original: F) => F,
): boolean {
  const exports = require(specifier) as Record<string, (F & { cached?: true }) | undefined>;
  const original = exports[name];
  if (typeof original !== 'function') {
    console.warn(`route cache: ${specifier} has no ${name} to wrap; not cached`);
    return false;
  }
  if (!original.cached) exports[name] = Object.assign(wrap(original), { cached: true as const });
  return true;
}

/** Patches @remix-run/react's server routes. True when the cache is in place. */
export const installServerRoutesCache = () =>
  wrapExport<Create>('@remix-run/react/dist/routes.js', 'createServerRoutes', cachedServerRoutes);

/** Patches the conversion the static router calls through @remix-run/router's exports. */
export const installDataRoutesCache = () =>
  wrapExport<Convert>('@remix-run/router', 'UNSAFE_convertRoutesToDataRoutes', cachedDataRoutes);

installServerRoutesCache();
installDataRoutesCache();
