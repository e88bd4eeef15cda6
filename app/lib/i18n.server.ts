import { createCookie } from '@remix-run/node';
import i18next, { type TFunction } from 'i18next';
import { RemixI18Next } from 'remix-i18next/server';
import { env } from './env.server';
import { i18nConfig, isLanguage, LANGUAGES, languageFromAcceptLanguage, type Language } from './i18n';
import { koreanParticles } from './korean';
import { timeTranslation, timingPhases } from './phase-timing.server';

type Resources = Record<string, Record<string, Record<string, unknown>>>;
let bundled: Resources | undefined;

/**
 * Every namespace of every language, bundled into the server build by Vite (`import.meta.glob`). Read on
 * first use, not at load: the Express host's own module graph (tsx, outside Vite) loads services that
 * import this module without translating anything, and would fail at load; it fails if it ever translates.
 */
export function localeResources(): Resources {
  if (!bundled) {
    const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', {
      eager: true,
    });
    const resources: Resources = {};
    for (const [file, mod] of Object.entries(files)) {
      const [, lng, ns] = file.match(/locales\/(\w+)\/(\w+)\.json$/)!;
      (resources[lng] ??= {})[ns] = mod.default;
    }
    bundled = resources;
  }
  return bundled;
}

/** The saved language choice. Not secret, so unsigned; HttpOnly because only the server reads it. */
export const languageCookie = createCookie('lng', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: 60 * 60 * 24 * 365,
  secure: env().isProduction,
});

// Language detection only (its own i18next options would serve its getFixedT, which is not used).
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: 'en',
    cookie: languageCookie,
    order: ['cookie', 'custom'],
    findLocale: async (request) => languageFromAcceptLanguage(request.headers.get('accept-language')),
  },
  i18next: { ...i18nConfig },
});

const languages = new WeakMap<Request, Promise<Language>>();

export function getLanguage(request: Request): Promise<Language> {
  // Read once per request: the root loader, the page's loader and the render all ask.
  let lng = languages.get(request);
  if (!lng) {
    lng = detectLanguage(request);
    languages.set(request, lng);
  }
  return lng;
}

/**
 * The detector's answer, without its work when no language choice is saved: with no `lng` cookie its
 * cookie step finds nothing and its custom step is Accept-Language's language (one of LANGUAGES, which its
 * supported-language pick returns as it is), so that is read directly; remix-i18next's pick parses the
 * language again with a regular expression, twice, on every request (2 % of a rendered page's CPU).
 */
function detectLanguage(request: Request): Promise<Language> {
  const cookie = request.headers.get('cookie');
  if (!cookie?.includes('lng='))
    return Promise.resolve(languageFromAcceptLanguage(request.headers.get('accept-language')));
  return i18nServer.getLocale(request).then((found) => (isLanguage(found) ? found : 'en'));
}

// One instance holds every language and namespace, for loaders and actions (components translate through
// the stand-in, `~/lib/i18n-react`), set up on first use: nothing is set up per request.
const shared = i18next.createInstance();
let ready: Promise<unknown> | undefined;

/** A translate function for a request's language and a namespace, for loaders and actions. */
export async function getFixedT(requestOrLng: Request | Language, ns: string): Promise<TFunction> {
  const resources = localeResources();
  ready ??= shared.use(koreanParticles).init({
    ...i18nConfig,
    lng: 'en',
    ns: Object.keys(resources.en ?? {}),
    resources,
    postProcess: [koreanParticles.name],
  });
  await ready;
  const lng = typeof requestOrLng === 'string' ? requestOrLng : await getLanguage(requestOrLng);
  const t = shared.getFixedT(lng, ns);
  if (!timingPhases) return t;
  // Bench only (BENCH_PHASES=1): each translation counted in the request's translate phase.
  return ((...args: Parameters<TFunction>) => timeTranslation(() => t(...args))) as TFunction;
}
