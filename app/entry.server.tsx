import {
  createReadableStreamFromReadable,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import localeChunks from 'virtual:locale-chunks';
import { renderToPipeableStream } from 'react-dom/server';
import { withoutNulBytes } from './lib/html-stream.server';
import { getLanguage, localeResources } from './lib/i18n.server';
import { LanguageProvider, registerResources, timeTranslations } from './lib/i18n-react';
import { localePreloadHeader } from './lib/locale-preload.server';
import { logger } from './lib/logger.server';
import { startRender, timeTranslation, timingPhases } from './lib/phase-timing.server';
import { RequestInfoProvider } from './lib/request-info';

// The host process (server.ts) takes everything else of the app from here, through the build
// (build.entry.module.host): configuration, database, seeds, jobs and the Express assembly, one module graph.
export * as host from '../server/host';

const ABORT_DELAY = 5_000;

registerResources(localeResources());
if (timingPhases) timeTranslations(timeTranslation);

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const language = await getLanguage(request);

  const waitForAll = isbot(request.headers.get('user-agent'));
  const rendered = startRender(); // bench only (BENCH_PHASES=1), else undefined
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const send = () => {
      shellRendered = true;
      if (loadContext.pageCache && responseStatusCode === 200 && opensPageCache(remixContext))
        loadContext.pageCache.cacheable = true;
      const body = withoutNulBytes();
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      const preload = localePreloadHeader(localeChunks, language, pageHandles(remixContext));
      if (preload) responseHeaders.append('Link', preload);
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <RequestInfoProvider value={{ nonce: loadContext.nonce, requestId: loadContext.requestId }}>
        <LanguageProvider language={language}>
          <RemixServer
            context={remixContext}
            url={request.url}
            abortDelay={ABORT_DELAY}
            nonce={loadContext.nonce}
          />
        </LanguageProvider>
      </RequestInfoProvider>,
      {
        nonce: loadContext.nonce,
        onShellReady() {
          if (!waitForAll) send();
        },
        onAllReady() {
          rendered?.();
          // Rendered to the end: nothing left for the time limit to cut (its abort would only end the
          // finished stream again), and the request's render is not kept alive for it.
          clearTimeout(limit);
          if (waitForAll) send();
        },
        onShellError(error: unknown) {
          clearTimeout(limit);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (loadContext.pageCache) loadContext.pageCache.cacheable = false;
          if (shellRendered) logger().error({ err: error, requestId: loadContext.requestId }, 'render error');
        },
      },
    );
    // React starts rendering on a later tick, so its callbacks above always find the limit set.
    const limit = setTimeout(abort, ABORT_DELAY + 1_000);
  });
}

/** The `handle` of every route the page matched, root first. */
function pageHandles(context: EntryContext): unknown[] {
  return context.staticHandlerContext.matches.map((m) => context.routeModules[m.route.id]?.handle);
}

/** Whether the page's own route (the deepest match) lets visitors share it (`handle.pageCache`). */
function opensPageCache(context: EntryContext): boolean {
  const leaf = context.staticHandlerContext.matches.at(-1)?.route.id;
  const handle = leaf
    ? (context.routeModules[leaf]?.handle as { pageCache?: boolean } | undefined)
    : undefined;
  return handle?.pageCache === true;
}

/** Every server error is logged once, with the request id the error page shows. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logger().error({ err: error, requestId: context.requestId, url: request.url }, 'server error');
};
