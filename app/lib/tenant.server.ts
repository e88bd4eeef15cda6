import { and, eq } from 'drizzle-orm';
import { tenants } from '#db/schema';
import type { TenantKind } from '#db/schema/enums';
import { db } from './db.server';

export type TenantInfo = { domain: string; displayName: string; kind: TenantKind };

export const MAIN_DOMAIN = 'main';

/** First path segments that are not tenants: social-login returns, health, Remix internals, provider webhooks. */
const OUTSIDE_TENANT = new Set(['auth', 'healthz', '__manifest', 'webhooks']);
/** The only pages under `/auth`: the providers' returns. */
const AUTH_PAGES = /^\/(kakao|naver)(\.data)?$/;
const DOMAIN_PATTERN = /^[a-z]{1,10}$/;

/**
 * First segments of the pages under a tenant (`/{domain}/goods/user`): a path that starts with one has
 * no tenant segment, so it goes whole under the resolved tenant (`/goods/user` → `/main/goods/user`).
 * No tenant may take one of these as its domain. tests/unit/tenant-path.test.ts compares it with app/routes.
 */
export const PAGE_SEGMENTS: ReadonlySet<string> = new Set([
  'account',
  'admin',
  'agency',
  'applications',
  'auth',
  'culture',
  'dev',
  'email-completed',
  'error',
  'floor',
  'forgot-password',
  'goods',
  'language',
  'login',
  'logout',
  'notifications',
  'order',
  'order-failure',
  'order-success',
  'privacy',
  'profile',
  'promotion',
  'session-expired',
  'sign-up',
  'signup-intro',
  'terms',
  'welcome-gift',
]);

/** Splits `/main/login` into `main` and `/login`; `/main.data` into `main` and `.data`. */
export function splitTenantPath(pathname: string): { segment: string | null; rest: string } {
  const match = pathname.match(/^\/([^/]+?)(\.data)?(\/.*)?$/);
  if (!match) return { segment: null, rest: pathname };
  if (match[1] === '_root' && match[2]) return { segment: null, rest: '.data' }; // data request of `/`
  return { segment: match[1], rest: (match[2] ?? '') + (match[3] ?? '') };
}

export type TenantResolution =
  { type: 'tenant'; tenant: TenantInfo } | { type: 'redirect'; location: string };

/**
 * Decides which tenant a request belongs to. A path without a tenant segment (`/`, or a page's own path
 * such as `/goods/user`) uses the `domain` query parameter, then main: `/` is served, a page's path
 * redirects whole under that tenant (`/login` → `/main/login`, `/goods/user?domain=demo` →
 * `/demo/goods/user`). An unknown segment redirects to the same path and query
 * under the `domain` query parameter's tenant when that one is valid, else under main. Pages outside
 * the tenants (social-login returns) are served with main's chrome; any other `/auth/...` path goes,
 * whole, under main, where no page claims it (the 404 page), instead of being read as a tenant page.
 */
export async function resolveTenant(
  url: URL,
  findTenant: (domain: string) => Promise<TenantInfo | null>,
): Promise<TenantResolution> {
  const { segment, rest } = splitTenantPath(url.pathname);
  const fromQuery = url.searchParams.get('domain');
  const queryTenant = fromQuery && DOMAIN_PATTERN.test(fromQuery) ? await findTenant(fromQuery) : null;
  const main = async () => (await findTenant(MAIN_DOMAIN)) ?? fallbackMain();
  if (segment === 'auth' && !AUTH_PAGES.test(rest))
    return { type: 'redirect', location: `/${MAIN_DOMAIN}${url.pathname}${url.search}` };
  if (segment && OUTSIDE_TENANT.has(segment)) return { type: 'tenant', tenant: await main() };
  if (!segment) return { type: 'tenant', tenant: queryTenant ?? (await main()) };
  const tenant = PAGE_SEGMENTS.has(segment)
    ? null
    : DOMAIN_PATTERN.test(segment)
      ? await findTenant(segment)
      : null;
  if (tenant) return { type: 'tenant', tenant };
  const target = queryTenant?.domain ?? MAIN_DOMAIN;
  if (PAGE_SEGMENTS.has(segment)) {
    // The query's tenant is now the path's: the parameter has done its work.
    const query = new URLSearchParams(url.search);
    if (queryTenant) query.delete('domain');
    const search = query.size ? `?${query}` : '';
    return { type: 'redirect', location: `/${target}${url.pathname.replace(/\/$/, '')}${search}` };
  }
  return { type: 'redirect', location: `/${target}${rest}${url.search}` };
}

function fallbackMain(): TenantInfo {
  return { domain: MAIN_DOMAIN, displayName: 'Career Coach', kind: 'MAIN' };
}

/**
 * Active tenants, cached briefly so a page view costs no tenant query. An unknown domain is cached
 * for only a few seconds: an institution that just signed up (on any instance) is reachable at once,
 * while a deactivated one is turned away within `ttlMs`.
 */
export function createTenantCache(ttlMs = 30_000, maxEntries = 1_000, unknownTtlMs = 2_000) {
  const cache = new Map<string, { value: TenantInfo | null; expires: number }>();
  return async function findTenant(domain: string): Promise<TenantInfo | null> {
    const now = Date.now();
    const hit = cache.get(domain);
    if (hit && hit.expires > now) return hit.value;
    const [row] = await db()
      .select({ domain: tenants.domain, displayName: tenants.displayName, kind: tenants.kind })
      .from(tenants)
      .where(and(eq(tenants.domain, domain), eq(tenants.active, true)))
      .limit(1);
    if (cache.size >= maxEntries) cache.clear();
    cache.set(domain, { value: row ?? null, expires: now + (row ? ttlMs : unknownTtlMs) });
    return row ?? null;
  };
}
