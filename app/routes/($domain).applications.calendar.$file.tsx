import type { LoaderFunctionArgs } from '@remix-run/node';
import { calendarFeed } from '~/features/applications/calendar.server';
import { env } from '~/lib/env.server';
import { httpError } from '~/lib/http.server';
import { tenantPath } from '~/lib/root-data';

/**
 * A member's private calendar (`…/applications/calendar/{token}.ics`): every application deadline as an
 * all-day event. No session: the token is the key; a revoked or unknown one, or one asked for under
 * another tenant than the member's, answers 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const file = params.file ?? '';
  if (!file.endsWith('.ics')) throw httpError(404);
  const origin = env().PUBLIC_URL ?? new URL(request.url).origin;
  const feed = await calendarFeed(file.slice(0, -4), {
    domain: context.tenant.domain,
    origin,
    pathFor: (id) => tenantPath(context.tenant.domain, `/applications/${id}`),
  });
  if (feed === null) throw httpError(404);
  return new Response(feed, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="applications.ics"',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
