import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
} from '@remix-run/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import * as SessionDialogs from './features/accounts/SessionDialogs';
import { countUnread } from './features/notifications/notifications.server';
import { RouteErrorPage } from './features/errors/RouteErrorPage';
import { honeypotToken } from './lib/honeypot.server';
import { STATUS_KEYS, statusKey } from './lib/errors';
import { getFixedT, getLanguage } from './lib/i18n.server';
import { useRequestInfo } from './lib/request-info';
import { useRootData, type RootData } from './lib/root-data';
import { takeToast } from './lib/toast.server';
import stylesHref from './styles/app.css?url';
import { NavigationProgress } from './ui/NavigationProgress';
import { ToastRegion } from './ui/ToastMessage';
import { useMenuEscape } from './ui/useMenuEscape';
import { operatorInfo } from '~/features/admin/index.server';

export const handle = { i18n: ['common', 'errors'] };

// The session-expired and welcome-gift dialogs show on few pages: the browser loads their code only when
// one is on the page (it hydrates after the rest), so it is not part of every page's first load. The
// server renders them in place (no lazy there: a first render would stream the dialog in later, which a
// browser without JavaScript never shows).
const { SessionExpiredDialog, WelcomeGiftDialog } = import.meta.env.SSR
  ? SessionDialogs
  : {
      SessionExpiredDialog: lazy(() =>
        import('./features/accounts/SessionDialogs').then((m) => ({ default: m.SessionExpiredDialog })),
      ),
      WelcomeGiftDialog: lazy(() =>
        import('./features/accounts/SessionDialogs').then((m) => ({ default: m.WelcomeGiftDialog })),
      ),
    };

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [locale, { toast, clear }, unreadNotifications] = await Promise.all([
    getLanguage(request),
    takeToast(request),
    // Read with the session check on a GET; else one indexed count for members, none for visitors.
    context.viewer ? (context.unreadNotifications ?? countUnread(context.viewer.id)) : null,
  ]);
  const [t, te] = await Promise.all([getFixedT(locale, 'common'), getFixedT(locale, 'errors')]);
  const body: RootData = {
    locale,
    tenant: context.tenant,
    viewer: context.viewer,
    unreadNotifications,
    sessionExpired: context.sessionExpired,
    toast: toast && { id: toast.id, type: toast.type, text: t(toast.key, toast.values) },
    titles: {
      brand: t('brand'),
      errors: Object.fromEntries(
        STATUS_KEYS.map((k) => [k, te(`status.${k}.title`)]),
      ) as RootData['titles']['errors'],
    },
    honeypot: context.honeypot ?? honeypotToken(),
    operator: operatorInfo(locale),
  };
  return data(body, clear ? { headers: { 'Set-Cookie': clear } } : undefined);
}

/** The fallback title (routes title themselves from their loader) and the error pages' titles. */
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!data) return [];
  if (!error) return [{ title: data.titles.brand }];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: `${data.titles.errors[statusKey(status)]} | ${data.titles.brand}` }];
};

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const { i18n } = useTranslation();
  const { nonce } = useRequestInfo();
  const lang = root?.locale ?? i18n.language ?? 'en';
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7c3aed" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast, viewer, sessionExpired } = useLoaderData<typeof loader>();
  useMenuEscape();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ToastRegion toast={toast} />
      <Suspense fallback={null}>
        {sessionExpired ? <SessionExpiredDialog /> : viewer?.firstLogin ? <WelcomeGiftDialog /> : null}
      </Suspense>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
