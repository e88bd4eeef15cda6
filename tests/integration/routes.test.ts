import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMOTION_HIDE_MS } from '~/features/home/promotion';
import '~/lib/context';
import { flashToast } from '~/lib/toast.server';
import { loader as rootLoader } from '~/root';
import { loader as homeLoader } from '~/routes/($domain)._default._index';
import { action as languageAction } from '~/routes/($domain).language';
import { action as promotionAction } from '~/routes/($domain).promotion';
import { routeContext } from './route-calls';

const context = routeContext(null, { domain: 'demo' });
const args = (request: Request) => ({ request, params: {}, context });
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
const post = (path: string, form: Record<string, string>, cookie = '') =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: { cookie },
  });

afterEach(() => vi.useRealTimers());

describe('home promotion, on a fixed clock', () => {
  it('shows before 2024-10-26, hides for a day after "not today", then shows again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-10-20T09:00:00+09:00'));
    expect((await homeLoader(args(new Request('http://localhost/demo')))).showPromotion).toBe(true);

    const res = (await promotionAction(
      args(post('/demo/promotion', { intent: 'hide-today', redirectTo: '/demo' })),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/demo');
    const cookie = cookieOf(res);
    const home = (c: string) =>
      homeLoader(args(new Request('http://localhost/demo', { headers: { cookie: c } })));
    expect((await home(cookie)).showPromotion).toBe(false);

    vi.setSystemTime(new Date(Date.parse('2024-10-20T09:00:00+09:00') + PROMOTION_HIDE_MS + 1000));
    expect((await home(cookie)).showPromotion).toBe(true);

    vi.setSystemTime(new Date('2024-10-26T00:00:00+09:00'));
    expect((await home('')).showPromotion).toBe(false);
  });

  it('a plain close hides it for the browser session', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-10-20T09:00:00+09:00'));
    const res = (await promotionAction(args(post('/demo/promotion', { intent: 'close' })))) as Response;
    expect(res.headers.getSetCookie()[0]).not.toMatch(/Expires|Max-Age/i);
    const after = await homeLoader(
      args(new Request('http://localhost/demo', { headers: { cookie: cookieOf(res) } })),
    );
    expect(after.showPromotion).toBe(false);
  });
});

describe('language choice', () => {
  it('saves the language in a cookie, says so with a toast, and returns to the same page', async () => {
    const res = (await languageAction(
      args(post('/demo/language', { lng: 'id', redirectTo: '/demo/terms?x=1' })),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/demo/terms?x=1');
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/lng=/);
    const root = await rootLoader(
      args(new Request('http://localhost/demo/terms', { headers: { cookie, 'accept-language': 'ko' } })),
    );
    expect(root.data.locale).toBe('id');
    expect(root.data.toast).toMatchObject({ type: 'success', text: 'Bahasa diubah ke Bahasa Indonesia.' });
  });

  it('never redirects off the site and ignores unknown languages', async () => {
    const evil = (await languageAction(
      args(post('/demo/language', { lng: 'en', redirectTo: '//evil.example/x' })),
    )) as Response;
    expect(evil.headers.get('location')).toBe('/demo');
    const bad = (await languageAction(
      args(post('/demo/language', { lng: 'fr', redirectTo: '/demo' })),
    )) as Response;
    expect(bad.headers.getSetCookie()).toEqual([]);
  });

  it('falls back to Accept-Language without a saved choice', async () => {
    const root = await rootLoader(
      args(new Request('http://localhost/demo', { headers: { 'accept-language': 'id-ID' } })),
    );
    expect(root.data.locale).toBe('id');
  });
});

describe('flash toasts', () => {
  it('are read once and cleared, and a forged one is ignored', async () => {
    const set = await flashToast({ type: 'info', key: 'profiles:toast.changed' });
    const cookie = set.split(';')[0];
    const first = await rootLoader(
      args(new Request('http://localhost/demo', { headers: { cookie, 'accept-language': 'en' } })),
    );
    // Shown as text in the page's language, whichever namespace the key is in.
    expect(first.data.toast).toMatchObject({ type: 'info', text: 'Changed.' });
    expect(first.init?.headers).toBeDefined();
    const forged = `toast=${Buffer.from(JSON.stringify({ id: 'x', type: 'info', key: 'k' })).toString('base64')}`;
    const second = await rootLoader(
      args(new Request('http://localhost/demo', { headers: { cookie: forged } })),
    );
    expect(second.data.toast).toBeNull();
  });
});
