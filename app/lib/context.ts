import type { TenantInfo } from './tenant.server';

/** What the Express host hands every loader and action (see server/app.ts). */
export interface RequestContext {
  tenant: TenantInfo;
  requestId: string;
  nonce: string;
}

declare module '@remix-run/server-runtime' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
