import type { SessionViewer } from '~/features/accounts/session.server';
import type { TenantInfo } from './tenant.server';

/** What the Express host hands every loader and action (see server/app.ts). */
export interface RequestContext {
  tenant: TenantInfo;
  requestId: string;
  nonce: string;
  /** The signed-in person, resolved once per request by the host (null for a visitor). */
  viewer: SessionViewer | null;
  /** The browser held a session that could not be refreshed: the page shows the session-expired dialog. */
  sessionExpired: boolean;
  /** The client's address (the proxy's X-Forwarded-For only with TRUST_PROXY), for rate limits. */
  clientIp: string;
}

declare module '@remix-run/server-runtime' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
