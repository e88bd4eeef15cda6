import type { ServerBuild } from '@remix-run/node';
import type * as Host from './host';

/** The server build as the host process sees it: Remix's build, with server/host.ts on its entry module. */
export type AppBuild = ServerBuild & { entry: { module: { host: typeof Host } } };
