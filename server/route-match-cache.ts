// Route matching without re-flattening the route tree per request. React Router 6 (under Remix 2)
// flattens, ranks and compiles every branch of the tree on each `matchRoutes` call — ~120 branches here,
// with the optional `($domain)` segment, three times per page view — and only v7 fixed it. This module
// patches `matchRoutesImpl` of `@remix-run/router` as Node loads it (before anything requires it: import
// it first in server.ts) with a bounded cache in front: per route tree, the last MAX_PATHS pathnames and
// where they matched (child indexes, params, pathnames). A hit rebuilds the matches on the caller's own
// route objects, so a tree rebuilt per request (as RemixServer does) shares the entries of an equal one.
// If the package's source no longer has the function this patches, the server runs unpatched and says so.
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';

type Route = { id?: string; children?: Route[] };
type Match = {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
  route: Route;
};
type Place = { indexes: number[]; pathnames: string[]; bases: string[]; params: Match['params'] } | null;
type Impl = (routes: Route[], location: unknown, basename: string, allowPartial: boolean) => Match[] | null;

const MAX_PATHS = 2_000;
const MAX_TREES = 8;
const ANCHOR = 'function matchRoutesImpl(routes, locationArg, basename, allowPartial) {';

const trees = new Map<string, Map<string, Place>>();
const treeKeys = new WeakMap<Route[], string | null>();

/** The tree's shape as its route ids in order; null when a route has no id (then nothing is cached). */
function treeKey(routes: Route[]): string | null {
  const known = treeKeys.get(routes);
  if (known !== undefined) return known;
  let key = '';
  const walk = (list: Route[]): boolean => {
    for (const r of list) {
      if (typeof r.id !== 'string') return false;
      key += r.id;
      if (r.children?.length) {
        key += '(';
        if (!walk(r.children)) return false;
        key += ')';
      }
      key += ',';
    }
    return true;
  };
  const result = walk(routes) ? key : null;
  treeKeys.set(routes, result);
  return result;
}

function placeOf(routes: Route[], matches: Match[] | null): Place {
  if (!matches) return null;
  const indexes: number[] = [];
  let level: Route[] | undefined = routes;
  for (const m of matches) {
    const i: number = level?.indexOf(m.route) ?? -1;
    if (i < 0) throw new Error('a match outside its route tree');
    indexes.push(i);
    level = m.route.children;
  }
  return {
    indexes,
    pathnames: matches.map((m) => m.pathname),
    bases: matches.map((m) => m.pathnameBase),
    params: { ...(matches[matches.length - 1]?.params ?? {}) },
  };
}

function matchesAt(routes: Route[], place: Place): Match[] | null {
  if (!place) return null;
  const params = { ...place.params }; // one object for every level, as the router gives it
  let level = routes;
  return place.indexes.map((i, depth) => {
    const route = level[i];
    level = route.children ?? [];
    return { params, pathname: place.pathnames[depth], pathnameBase: place.bases[depth], route };
  });
}

export function cachedMatch(
  routes: Route[],
  location: unknown,
  basename: string,
  allowPartial: boolean,
  impl: Impl,
) {
  const pathname = typeof location === 'string' ? location : (location as { pathname?: string })?.pathname;
  const tree = Array.isArray(routes) ? treeKey(routes) : null;
  if (tree === null || typeof pathname !== 'string') return impl(routes, location, basename, allowPartial);
  // The search and hash never change a match; only the path, the basename and partial matching do.
  const key = `${allowPartial ? 1 : 0}${basename}\u0000${pathname.split(/[?#]/)[0]}`;
  let places = trees.get(tree);
  if (!places) {
    if (trees.size >= MAX_TREES) trees.clear(); // a dev server's rebuilt trees; one tree in production
    trees.set(tree, (places = new Map()));
  }
  const hit = places.get(key);
  if (hit !== undefined) {
    places.delete(key); // least recently used goes first
    places.set(key, hit);
    return matchesAt(routes, hit);
  }
  const matches = impl(routes, location, basename, allowPartial);
  if (places.size >= MAX_PATHS) places.delete(places.keys().next().value as string);
  places.set(key, placeOf(routes, matches));
  return matches;
}

const holder = globalThis as typeof globalThis & { __routeMatchCache?: typeof cachedMatch };

/** Patches the router module as it loads. True when the cache is in place. */
export function installRouteMatchCache(): boolean {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@remix-run/router');
  if (require.cache[file]) return Boolean(holder.__routeMatchCache) && require.cache[file]!.loaded;
  const source = fs.readFileSync(file, 'utf8');
  if (!source.includes(ANCHOR)) {
    console.warn(`route-match cache: ${file} has no matchRoutesImpl to patch; matching uncached`);
    return false;
  }
  holder.__routeMatchCache = cachedMatch;
  const patched = source.replace(
    ANCHOR,
    'function matchRoutesImpl(routes, locationArg, basename, allowPartial) {\n' +
      '  return globalThis.__routeMatchCache(routes, locationArg, basename, allowPartial, uncachedMatchRoutesImpl);\n' +
      '}\n' +
      'function uncachedMatchRoutesImpl(routes, locationArg, basename, allowPartial) {',
  );
  const mod = new Module(file) as Module & { _compile(code: string, filename: string): void };
  mod.filename = file;
  mod.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(
    path.dirname(file),
  );
  mod._compile(patched, file);
  mod.loaded = true;
  require.cache[file] = mod;
  return true;
}

/** How many pathnames are cached (all trees), for tests. */
export function cachedPathCount(): number {
  let n = 0;
  for (const places of trees.values()) n += places.size;
  return n;
}

installRouteMatchCache();
