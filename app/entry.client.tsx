import { RemixBrowser } from '@remix-run/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { getInitialNamespaces } from 'remix-i18next/client';
import { loadNamespaces } from './lib/i18n-react';

async function hydrate() {
  // The namespaces the server rendered with, in the page's language, before the first render.
  await loadNamespaces(document.documentElement.lang || 'en', [
    'common',
    'errors',
    ...getInitialNamespaces(),
  ]);

  // Hydrate the shell in one go (not in a transition): a tap that lands while a transition-hydration is
  // under way is dropped by React, and on a slow phone that window is long. The header, the page and
  // the footer are Suspense boundaries (features/layout/Chrome.tsx), hydrated after it in slices.
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
}

void hydrate();
