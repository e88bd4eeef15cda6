import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import remixConfig from './remix.config.js';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * Worker scripts (`new URL('./<name>-worker.mjs', import.meta.url)` in server code) are plain
 * JavaScript that Node runs as it is: the server build emits each one unbundled next to the bundle
 * and points the URL at it from whichever chunk the reference ends up in. A TypeScript worker
 * (`./<name>-worker.ts`) is emitted as an entry chunk of the server build instead
 * (`build/server/<name>-worker.js`, its imports bundled like the server's, packages left external),
 * so production runs it without tsx.
 */
function serverWorkerScripts(): Plugin {
  let server = false;
  const reference = /new URL\(\s*(['"])\.\/([\w.-]+-worker\.(?:mjs|tsx?))\1\s*,\s*import\.meta\.url\s*\)/g;
  return {
    name: 'server-worker-scripts',
    apply: 'build',
    configResolved(config) {
      server = Boolean(config.build.ssr);
    },
    transform(code, id) {
      if (!server || !code.includes('-worker.')) return null;
      const out = code.replace(reference, (_match, _quote, name: string) => {
        const file = path.join(path.dirname(id), name);
        const ref = name.endsWith('.mjs')
          ? this.emitFile({ type: 'asset', fileName: name, source: fs.readFileSync(file) })
          : this.emitFile({ type: 'chunk', id: file, fileName: name.replace(/\.tsx?$/, '.js') });
        return `new URL(import.meta.ROLLUP_FILE_URL_${ref})`;
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * The browser's files compressed once, at build time, at the strongest settings (brotli quality 11,
 * gzip level 9): `<file>.br` and `<file>.gz` beside each script and style sheet of 1 KB or more in
 * `build/client/assets`. The server sends them as they are (server/precompressed.ts) instead of
 * compressing each request at its own, faster setting. Done when the server build is written: Remix
 * writes the route manifest (`manifest-*.js`) into the browser's files during that build.
 */
function precompressAssets(): Plugin {
  let assets = '';
  let server = false;
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      server = Boolean(config.build.ssr);
      assets = path.resolve(config.root, 'build/client/assets');
    },
    closeBundle() {
      if (!server || !fs.existsSync(assets)) return;
      for (const name of fs.readdirSync(assets)) {
        if (!/\.(?:js|css)$/.test(name)) continue;
        const source = fs.readFileSync(path.join(assets, name));
        if (source.length < 1024) continue;
        const quality = {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        };
        fs.writeFileSync(
          path.join(assets, `${name}.br`),
          zlib.brotliCompressSync(source, { params: quality }),
        );
        fs.writeFileSync(path.join(assets, `${name}.gz`), zlib.gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * The browser chunk of each translation file (`app/locales/<lng>/<ns>.json`), for the server to name in a
 * page's `Link` header (lib/locale-preload.server.ts): the browser then fetches a page's translations
 * with its scripts instead of after them (the client loads them before it hydrates). The browser build
 * writes `build/locale-chunks.json`; the server build, made after it, reads it as `virtual:locale-chunks`
 * (an empty map in development and tests: no header).
 */
function localeChunks(): Plugin {
  const id = 'virtual:locale-chunks';
  let root = '';
  let server = false;
  const file = () => path.resolve(root, 'build/locale-chunks.json');
  return {
    name: 'locale-chunks',
    configResolved(config) {
      root = config.root;
      server = Boolean(config.build.ssr);
    },
    resolveId: (source) => (source === id ? '\0' + id : null),
    load(resolved) {
      if (resolved !== '\0' + id) return null;
      const map = server && fs.existsSync(file()) ? fs.readFileSync(file(), 'utf8') : '{}';
      return `export default ${map};`;
    },
    generateBundle(_options, bundle) {
      if (server) return;
      const map: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        const locale =
          chunk.type === 'chunk' && chunk.facadeModuleId?.match(/\/app\/locales\/([\w-]+)\/([\w-]+)\.json$/);
        if (locale) map[`${locale[1]}/${locale[2]}`] = `/${chunk.fileName}`;
      }
      fs.mkdirSync(path.dirname(file()), { recursive: true });
      fs.writeFileSync(file(), JSON.stringify(map));
    },
  };
}

/**
 * The code every page runs, in one file: React, React DOM, Remix and its router, and the modules the
 * root route and the layouts import for the browser (translations, root data, the toast, the spinner, the
 * error page, the header and the footer).
 * Rollup would otherwise split them into a dozen files by who imports them — each file is compressed on
 * its own (a smaller dictionary) and named in the route manifest of every route that needs it.
 */
const SHELL = new RegExp(
  [
    String.raw`/node_modules/(react|react-dom|scheduler|@remix-run/[\w-]+|react-router|react-router-dom|turbo-stream)/`,
    String.raw`/app/(lib/(i18n-react|korean|root-data|request-info|viewer|operator|i18n|meta)|ui/(useHydrated|Spinner|ToastMessage)|features/errors/RouteErrorPage)\.tsx?$`,
    String.raw`/app/features/(layout/(Chrome|Header|Footer|LanguagePicker|menu|company)|notifications/NotificationBell|agencies/InstitutionBadge)\.tsx?$`,
  ].join('|'),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    !process.env.VITEST && remix(remixConfig),
    tsconfigPaths(),
    serverWorkerScripts(),
    precompressAssets(),
    localeChunks(),
  ],
  build: {
    target: 'es2020',
    // The browser build only: the server's chunks stay as Rollup makes them.
    rollupOptions: isSsrBuild
      ? {}
      : { output: { manualChunks: (id) => (SHELL.test(id) ? 'shell' : undefined) } },
  },
  server: { port: 3000 },
}));
