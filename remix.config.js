// Remix options in one place; vite.config.ts passes them to the Remix plugin.
/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/.*'],
  serverModuleFormat: 'esm',
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    // Off on purpose: a click while the eager route-discovery fetch is in flight is lost (docs/decisions/0005).
    v3_lazyRouteDiscovery: false,
  },
};
