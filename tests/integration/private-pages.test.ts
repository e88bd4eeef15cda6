// Nothing answered to a signed-in browser may be kept by a cache (issue 38, item 2): every route of the
// app, asked for over HTTP by a signed-in member — its pages (the applications list and an application's
// page sent no Cache-Control at all), their single-fetch data requests, its exports (PDF, Word,
// calendar, CSV), the redirects and refusals alike — answers `Cache-Control: private, no-store`. The
// route list is the app's own manifest, so a route added later is checked too.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import { seedReference } from '#db/seed';
import { createApplication } from '~/features/applications/applications.server';
import { createCalendar } from '~/features/applications/calendar.server';
import { createOrder } from '~/features/orders/orders.server';
import { db } from '~/lib/db.server';
import { startAppServer } from './app-server';
import { buyer } from './commerce-helpers';
import { sessionCookie } from './route-calls';
import { withTestDatabase } from './test-database';

withTestDatabase();
let app: Awaited<ReturnType<typeof startAppServer>>;
beforeAll(async () => {
  await seedReference(db());
  app = await startAppServer();
}, 120_000);
afterAll(() => app?.close());

type Route = { id: string; parentId?: string; path?: string; module: { loader?: unknown } };

/** A route's URL pattern: its parents' paths and its own, joined. */
function pattern(route: Route, routes: Record<string, Route | undefined>): string {
  const parts: string[] = [];
  for (let r: Route | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined)
    if (r.path) parts.unshift(r.path);
  return `/${parts.join('/')}`;
}

describe('a signed-in member', () => {
  it('gets Cache-Control: private, no-store from every route the app has', { timeout: 600_000 }, async () => {
    const [user] = await db()
      .select()
      .from(users)
      .where(eq(users.id, await buyer()));
    const cookie = await sessionCookie(user);
    const application = await createApplication(user.id, {
      companyName: '사적회사',
      deadline: '2027-05-01',
      notes: '',
    });
    if (typeof application === 'string') throw new Error(application);
    const order = await createOrder(user.id, 'KR-PASS-1M');
    const calendar = `${await createCalendar(user.id)}.ics`;
    // Each parameter filled with one of the member's own things where they have one.
    const values: Record<string, string> = {
      ':domain?': 'main',
      ':orderNumber': order.orderNumber,
      ':orderId': order.orderNumber,
      ':userId': String(user.id),
      ':profileId': '1',
      ':code': 'none',
      // An interview question that is not the member's: the page's 404 must be private too.
      ':questionId': '1',
      ':file': calendar,
      ':provider': 'kakao',
      '*': 'nowhere',
    };
    const routes: Record<string, Route | undefined> = app.routes;
    const urls = new Set<string>();
    for (const route of Object.values(routes)) {
      if (!route?.module.loader || route.id === 'root') continue;
      const url = pattern(route, routes)
        .split('/')
        .map((part) => (part === ':id' ? String(application.id) : (values[part] ?? part)))
        .join('/');
      expect(url, route.id).not.toContain(':');
      urls.add(url);
    }
    // Each page's single-fetch data request, too.
    for (const url of ['/main/applications', `/main/applications/${application.id}`, '/main/account/me'])
      urls.add(`${url}.data`);
    expect(urls.size).toBeGreaterThan(60);

    const answers = new Map<string, { status: number; cacheControl: string | null }>();
    for (const url of urls) {
      const res = await fetch(`${app.base}${url}`, {
        headers: { cookie, 'accept-language': 'ko' },
        redirect: 'manual',
      });
      await res.arrayBuffer();
      answers.set(url, { status: res.status, cacheControl: res.headers.get('cache-control') });
    }
    // Signed in and shown: the pages the issue found, their data and the exports answer 200.
    for (const url of [
      '/main/applications',
      `/main/applications/${application.id}`,
      '/main/applications.data',
      `/main/applications/${application.id}/export.docx`,
      `/main/applications/calendar/${calendar}`,
      '/main/account/me',
      `/main/account/me/ticket/detail/${order.orderNumber}`,
    ])
      expect(answers.get(url)?.status, url).toBe(200);
    const notPrivate = [...answers].filter(([, a]) => a.cacheControl !== 'private, no-store');
    expect(notPrivate.map(([url, a]) => `${url} ${a.status} ${a.cacheControl}`)).toEqual([]);
  });
});
