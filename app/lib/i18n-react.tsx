// Translations in React components: a small stand-in for `react-i18next`, imported by its own name
// (`~/lib/i18n-react`) in both builds; its types are its own. It covers what the app uses — `useTranslation(ns)` with `t(key, options)`:
// `ns:key` prefixes, nested keys, `{{value}}` interpolation, `count` plurals, `defaultValue`,
// `returnObjects` — exactly as i18next renders them (a test compares every key), without i18next's cost:
// the browser no longer downloads it (~14 KB gzip on every page) and a server render no longer spends
// 14 % of its CPU in it. The server registers every namespace at start; the browser loads a page's
// namespaces as JSON chunks, and a component whose namespace is not loaded yet suspends until it is, as
// react-i18next does. Loaders and actions keep i18next (`getFixedT` in i18n.server.ts).
import { useMatches, useRouteLoaderData } from '@remix-run/react';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { resolveParticles } from './korean';

type Tree = { [key: string]: unknown };

/** A translation's options: values to interpolate, `count` for plurals, a default, `returnObjects`. */
export type TranslateOptions = { [key: string]: unknown } & {
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
};
type Options = TranslateOptions;

/**
 * `t(key, options)`: the text of a key (`ns:key` names another namespace than the hook's first); with
 * `returnObjects: true`, whatever the key holds (a list, an object), for the caller to check.
 */
export interface TFunction {
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

/** What `useTranslation` gives: `t` and the page's language. */
export type Translation = { t: TFunction; i18n: { language: string } };

const files = import.meta.glob<{ default: Tree }>('../locales/*/*.json');
const store = new Map<string, Tree>();
const pending = new Map<string, Promise<void>>();
const id = (lng: string, ns: string) => `${lng}/${ns}`;

// Namespaces loaded since start: components that showed a key of one not yet loaded render again.
let loadedVersion = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getVersion = () => loadedVersion;

function loadOne(lng: string, ns: string): Promise<void> {
  if (store.has(id(lng, ns))) return Promise.resolve();
  let loading = pending.get(id(lng, ns));
  if (!loading) {
    const importer = files[`../locales/${lng}/${ns}.json`];
    loading = (importer ? importer().then((m) => m.default) : Promise.resolve({}))
      // A chunk that cannot be fetched leaves the keys showing rather than suspending forever.
      .catch(() => ({}))
      .then((tree) => {
        store.set(id(lng, ns), tree);
        loadedVersion++;
        for (const listener of listeners) listener();
      });
    pending.set(id(lng, ns), loading);
  }
  return loading;
}

/** The server's start: every namespace of every language, bundled into the server build. */
export function registerResources(resources: Record<string, Record<string, Tree>>) {
  for (const [lng, namespaces] of Object.entries(resources))
    for (const [ns, tree] of Object.entries(namespaces)) store.set(id(lng, ns), tree);
}

/** Loads namespaces of a language (before hydration, and when a page needs one it has not had). */
export function loadNamespaces(lng: string, namespaces: string[]): Promise<void> {
  return Promise.all(namespaces.map((ns) => loadOne(lng, ns))).then(() => undefined);
}

function lookup(tree: Tree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function interpolate(text: string, options: Options | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    const value = lookup(options, name);
    return value === undefined || value === null ? match : String(value);
  });
}

function render(value: unknown, options: Options | undefined): unknown {
  // Korean particles after a value ("{{code}}을(를)") fit the value once it is in (lib/korean.ts).
  if (typeof value === 'string') return resolveParticles(interpolate(value, options));
  if (Array.isArray(value)) return value.map((v) => render(v, options));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, render(v, options)]));
  return value;
}

/** Bench only: the server's phase timer wraps every translation when it is on (`timeTranslations`). */
let timer: (<T>(work: () => T) => T) | undefined;
export function timeTranslations(wrap: <T>(work: () => T) => T) {
  timer = wrap;
}

/** Plain keys (no options) of loaded namespaces, translated once: a page asks for the same ones often. */
const plain = new Map<string, unknown>();

export function translate(lng: string, defaultNs: string, fullKey: string, options?: Options): unknown {
  if (options !== undefined) return translateNow(lng, defaultNs, fullKey, options);
  const cacheKey = `${lng}\u0000${defaultNs}\u0000${fullKey}`;
  if (plain.has(cacheKey)) return plain.get(cacheKey);
  const value = translateNow(lng, defaultNs, fullKey, undefined);
  const split = fullKey.indexOf(':');
  // Only once its namespace is loaded (a missing one shows the key now, its text later).
  if (store.has(id(lng, split > 0 ? fullKey.slice(0, split) : defaultNs))) plain.set(cacheKey, value);
  return value;
}

/** One Intl.PluralRules per language: making one costs far more than asking it. */
const plurals = new Map<string, Intl.PluralRules>();
function pluralRules(lng: string): Intl.PluralRules {
  let rules = plurals.get(lng);
  if (!rules) plurals.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules;
}

function translateNow(lng: string, defaultNs: string, fullKey: string, options?: Options): unknown {
  const split = fullKey.indexOf(':');
  const ns = split > 0 ? fullKey.slice(0, split) : defaultNs;
  const key = split > 0 ? fullKey.slice(split + 1) : fullKey;
  const tree = store.get(id(lng, ns));
  // A namespace named by a key (`ns:key`) that no route declared: fetched now, shown when it arrives.
  if (!tree && typeof document !== 'undefined') void loadOne(lng, ns);
  let value: unknown;
  if (typeof options?.count === 'number') {
    if (options.count === 0) value = lookup(tree, `${key}_zero`);
    value ??= lookup(tree, `${key}_${pluralRules(lng).select(options.count)}`);
  }
  value ??= lookup(tree, key);
  if (value === undefined) return interpolate(options?.defaultValue ?? key, options);
  if (typeof value !== 'string' && !options?.returnObjects) return key;
  return render(value, options);
}

const LanguageContext = createContext<string | undefined>(undefined);

/** The language of the page: the root loader's, else the server render's, else the document's. */
function useLanguage(): string {
  const root = useRouteLoaderData('root') as { locale?: string } | undefined;
  const rendered = useContext(LanguageContext);
  return (
    root?.locale ??
    rendered ??
    (typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en')
  );
}

/** The namespaces the matched routes declare (`handle.i18n`): what the page being shown needs. */
function useRouteNamespaces(): string[] {
  const matches = useMatches();
  const declared = new Set<string>();
  for (const match of matches) {
    const i18n = (match.handle as { i18n?: unknown } | undefined)?.i18n;
    for (const ns of Array.isArray(i18n) ? i18n : [i18n]) if (typeof ns === 'string') declared.add(ns);
  }
  return [...declared];
}

export function useTranslation(ns?: string | readonly string[]): Translation {
  const lng = useLanguage();
  const namespaces = ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : [...ns];
  const key = namespaces.join(',');
  const routeNamespaces = useRouteNamespaces();
  const version = useSyncExternalStore(subscribe, getVersion, getVersion);
  // The hook's namespaces and every namespace the matched routes declare (keys written `ns:key` name
  // them): after a client-side navigation the new page's namespaces load before it renders.
  const missing = [...new Set([...namespaces, ...routeNamespaces])].filter((n) => !store.has(id(lng, n)));
  // Suspend like react-i18next: navigations are transitions, so the page shown stays until this loads.
  if (missing.length) throw loadNamespaces(lng, missing);
  const value = useMemo((): Translation => {
    const ns = namespaces[0] ?? 'common';
    const t = ((fullKey: string, options?: Options) =>
      // import.meta.env.SSR is false in the browser build: the timer's branch is not shipped there.
      import.meta.env.SSR && timer
        ? timer(() => translate(lng, ns, fullKey, options))
        : translate(lng, ns, fullKey, options)) as TFunction;
    return { t, i18n: { language: lng } };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lng, key, version]);
  return value;
}

/** The server render names its request's language (used where the root loader's data is missing). */
export function LanguageProvider({ language, children }: { language: string; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}
