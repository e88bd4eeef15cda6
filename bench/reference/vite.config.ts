// The bench's reference app: Remix 2.17 with one route, built from the project's installed packages
// (no install of its own). `npm run bench` builds it into bench/reference/build and serves it with
// bench/reference/server.ts beside the app, so every page's req/s reads as a share of the floor of the
// framework itself, measured in the same run.
import { fileURLToPath } from 'node:url';
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  // The project's PostCSS/Tailwind set-up is not the reference's business.
  css: { postcss: { plugins: [] } },
  logLevel: 'warn',
  plugins: [
    remix({
      appDirectory: 'app',
      buildDirectory: 'build',
      serverModuleFormat: 'esm',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: false,
      },
    }),
  ],
});
