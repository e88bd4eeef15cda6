import { RemixBrowser } from '@remix-run/react';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { getInitialNamespaces } from 'remix-i18next/client';
import { i18nConfig } from './lib/i18n';

async function hydrate() {
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend((lng: string, ns: string) => import(`./locales/${lng}/${ns}.json`)))
    .init({ ...i18nConfig, lng: document.documentElement.lang, ns: getInitialNamespaces() });

  // Hydrate in one go (not in a transition): a tap that lands while a transition-hydration is under
  // way is dropped by React, and on a slow phone that window is long.
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18next}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </I18nextProvider>,
  );
}

void hydrate();
