import { Suspense, type ReactNode } from 'react';
import { Link, Outlet } from '@remix-run/react';
import { RouteErrorPage } from '~/features/errors';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useRootData } from '~/lib/root-data';
import { Footer } from './Footer';
import { Header } from './Header';

/*
 * The header, the page and the footer are each a Suspense boundary (nothing in them suspends on the
 * server, so the HTML is the same): React hydrates the document shell in one task and each boundary
 * after it in small slices, so a slow phone is never blocked for long (the whole page in one task was
 * 200–300 ms at Lighthouse's 4× CPU). A tap on a part not yet hydrated hydrates that part first and is
 * then handled, unlike a hydration started in a transition (entry.client.tsx).
 */

/** Default layout: header, page, footer. */
export function DefaultChrome({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <main id="main" className="flex-1">
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}

/** Footerless layout: header and page (sign-in, forms that want the whole screen). */
export function FooterlessChrome({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}

/** Empty layout: the page alone (result pages, print views). */
export function EmptyChrome({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="min-h-dvh">
      {children}
    </main>
  );
}

/** Survey layout: a slim bar with the brand, so nothing distracts from the questions. */
export function SurveyChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const root = useRootData();
  const domain = root?.tenant.domain ?? 'main';
  return (
    <div className="flex min-h-dvh flex-col bg-primary-50/40">
      <header className="border-b border-gray-200 bg-white">
        <div className="container-page flex h-14 items-center">
          <Link to={tenantPath(domain)} className="flex items-center gap-2 font-bold text-primary-700">
            <img src="/logo.svg" alt="" width={24} height={24} />
            {root?.tenant.kind === 'INSTITUTION' ? root.tenant.displayName : t('brand')}
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}

/** The two exports of a layout route: its chrome around the page, and around the error page. */
export function layoutRoute(Chrome: (props: { children: ReactNode }) => ReactNode) {
  return {
    Layout: () => (
      <Chrome>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Chrome>
    ),
    ErrorBoundary: () => (
      <Chrome>
        <RouteErrorPage />
      </Chrome>
    ),
  };
}
