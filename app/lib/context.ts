import type { TenantInfo } from './tenant.server';
import type { SessionViewer } from './viewer';

/**
 * What the render tells the host's anonymous page cache (server/page-cache.ts): set true by entry.server
 * for a page whose route opts in. Declared here, with the context that carries it: lib/ imports nothing
 * from server/ (ADR 0035).
 */
export type PageCacheMark = { cacheable: boolean };

/** What the Express host hands every loader and action (see server/app.ts). */
export interface RequestContext {
  tenant: TenantInfo;
  requestId: string;
  nonce: string;
  /** The signed-in person, resolved once per request by the host (null for a visitor). */
  viewer: SessionViewer | null;
  /** The browser held a session that could not be refreshed: the page shows the session-expired dialog. */
  sessionExpired: boolean;
  /** The header bell's count, read with the session check on a GET (absent: the root loader counts). */
  unreadNotifications?: number | null;
  /** The honeypot token of the page, when the anonymous page cache chose it (it swaps it on every hit). */
  honeypot?: string;
  /** Set by the render when the page may be kept by the anonymous page cache (server/page-cache.ts). */
  pageCache?: PageCacheMark;
  /** The client's address (the proxy's X-Forwarded-For only with TRUST_PROXY), for rate limits. */
  clientIp: string;
}

declare module '@remix-run/server-runtime' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
