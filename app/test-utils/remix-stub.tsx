// Component tests: render a piece of the app inside Remix's test stub (`createRemixStub`) in a DOM
// environment (a test file opts in with `// @vitest-environment happy-dom`; the rest of the suite stays
// in node). What the helpers add, and why:
// - a root route with the id `root` whose data names the language and the tenant, as root.tsx's loader
//   does, so `useTranslation` (~/lib/i18n-react) and `useDomain` read what they read in the app; every
//   namespace of that language is loaded from app/locales first, so the texts are the users' texts;
// - `fetch` answered by the stub's own routes: a component that fetches a resource route (the letter
//   stream) gets the Response of the stub route's loader at that path, streamed as it is;
// - the parts of a modal <dialog> that happy-dom does not implement, as browsers do them: showModal()
//   moves focus into the dialog (its `autofocus` element, else its first focusable one, else itself),
//   and Escape sends `cancel` to the topmost modal dialog (which closes it unless the event is
//   cancelled). Nothing more: focus does not come back by itself when a dialog element is removed (in a
//   browser it goes to the body), so a test of focus return tests the Dialog component;
// - testing-library's cleanup after each test (vitest runs without globals, so it is not automatic).
import type { AppLoadContext } from '@remix-run/node';
import { createRemixStub } from '@remix-run/testing';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, vi } from 'vitest';
import type { Language } from '~/lib/i18n';
import { loadNamespaces } from '~/lib/i18n-react';
import remixConfig from '../../remix.config.js';

export type StubRoute = Parameters<typeof createRemixStub>[0][number];

const namespaces = Object.keys(import.meta.glob('../locales/en/*.json')).map((path) =>
  path.replace(/^.*\/(.+)\.json$/, '$1'),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** `/main/profile/coverletters/:id/stream` against a path: its params, or null. */
function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const found = new RegExp(`^${source}/?$`).exec(pathname);
  if (!found) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1])]));
}

function flatten(routes: StubRoute[]): StubRoute[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

/** A `fetch` that answers from the stub's routes with a loader (resource routes), 404 otherwise. */
function fetchFromRoutes(routes: StubRoute[]): typeof fetch {
  const withLoaders = flatten(routes).filter((route) => route.path && route.loader);
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    for (const route of withLoaders) {
      const params = matchPath(route.path!, url.pathname);
      if (!params) continue;
      const request = new Request(url, { method: init?.method ?? 'GET', signal: init?.signal });
      // The stub gives its loaders an empty context too (createRemixStub's default).
      const result = await route.loader!({ request, params, context: {} as AppLoadContext });
      return result instanceof Response ? result : Response.json(result);
    }
    return new Response('not found', { status: 404 });
  };
}

/**
 * Renders `routes` under a root route (language and tenant, as the app's root loader gives them) at
 * `url`, in StrictMode as entry.client.tsx does, with the app's future flags. Returns testing-library's
 * queries and a user-event `user`.
 */
export async function renderRoutes(
  routes: StubRoute[],
  {
    url,
    locale = 'ko',
    domain = 'main',
    root = {},
  }: { url: string; locale?: Language; domain?: string; root?: Record<string, unknown> },
) {
  await loadNamespaces(locale, namespaces);
  const Stub = createRemixStub([
    { id: 'root', path: '/', loader: () => ({ locale, tenant: { domain }, ...root }), children: routes },
  ]);
  vi.stubGlobal('fetch', fetchFromRoutes(routes));
  const user = userEvent.setup();
  const result = render(
    <StrictMode>
      <Stub initialEntries={[url]} future={remixConfig.future} />
    </StrictMode>,
  );
  return { user, ...result };
}

// --- What browsers do for a modal <dialog> and happy-dom does not (see the top of this file). ---

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';
const modals: HTMLDialogElement[] = [];

if (typeof HTMLDialogElement !== 'undefined') {
  const { showModal, close } = HTMLDialogElement.prototype;
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    showModal.call(this);
    modals.push(this);
    // The dialog focusing steps.
    const control =
      this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE) ?? this;
    control.focus();
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement, returnValue?: string) {
    const at = modals.indexOf(this);
    if (at >= 0) modals.splice(at, 1);
    close.call(this, returnValue);
  };
  // Escape is a close request for the topmost modal dialog still in the document.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (!top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
