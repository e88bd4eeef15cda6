// npx tsx bench/order-page.ts (after npm run build): the order page's requests/s and latency at 10
// connections, and the success URL's confirm latency through the app against the local fake Toss.
import autocannon from 'autocannon';
import { startFakeToss } from '../tests/fakes/toss';
import { startAppServer } from './app-server';

const PORT = Number(process.env.BENCH_PORT ?? 3310);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const toss = await startFakeToss();
const server = await startAppServer(PORT, {
  ...toss.env,
  PAYMENTS_DISABLED: 'false',
  HONEYPOT_MIN_FILL_MS: '0',
});
const base = server.base;
const jar = new Map<string, string>();
const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
const keep = (res: Response) => {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const k = pair.slice(0, pair.indexOf('='));
    const v = pair.slice(pair.indexOf('=') + 1);
    if (v) jar.set(k, v);
    else jar.delete(k);
  }
  return res;
};
const post = async (path: string, form: Record<string, string>) =>
  keep(
    await fetch(base + path, {
      method: 'POST',
      body: new URLSearchParams(form),
      redirect: 'manual',
      headers: { cookie: cookie() },
    }),
  );
const get = async (path: string) =>
  keep(await fetch(base + path, { redirect: 'manual', headers: { cookie: cookie() } }));

try {
  // The login form carries a signed honeypot time: take it from the page, as a browser would.
  const loginPage = await (await get('/main/login')).text();
  const hp = /name="hp_from"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="hp_from"/.exec(loginPage);
  const hpFrom = hp?.[1] ?? hp?.[2] ?? '';
  const login = await post('/main/login', {
    email: 'buyer@example.com',
    password: 'Demo1234!',
    hp_from: hpFrom,
  });
  if (!jar.has('at')) throw new Error(`login failed: ${login.status}`);
  const order = async () => {
    const res = await post('/main/goods/user', { intent: 'buy', goodsCode: 'KR-PASS-1M' });
    const location = res.headers.get('location');
    if (!location?.includes('/order/')) throw new Error(`no order: ${res.status} ${location}`);
    return new URL(location, base).pathname;
  };
  const orderPath = await order();
  // The emptiest page of the same build first, so the order page's figures can be read against it.
  for (const [label, url] of [
    ['floor', '/main/floor'],
    ['goods page', '/main/goods/user'],
    ['order page', orderPath],
  ]) {
    const times: number[] = [];
    const result = await autocannon({
      url: base + url,
      connections: 10,
      duration: DURATION,
      headers: { cookie: cookie(), 'accept-language': 'ko' },
      setupClient: (client) => client.on('response', (_s: number, _b: number, ms: number) => times.push(ms)),
    });
    times.sort((a, b) => a - b);
    const pct = (p: number) =>
      times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
    console.log(
      `${label}: ${result.requests.average.toFixed(0)} req/s, p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms, non-2xx ${result.non2xx}`,
    );
  }

  // Confirm through the success URL (claim, Toss call, pass granted), then refund so the next order is allowed.
  const confirms: number[] = [];
  let path = orderPath;
  for (let i = 0; i < 30; i++) {
    const orderNumber = path.split('/')[3];
    const payment = toss.createPayment({ orderId: orderNumber, amount: 9900 });
    const t0 = performance.now();
    const res = await get(
      `/main/order-success?paymentKey=${payment.paymentKey}&orderId=${orderNumber}&amount=9900`,
    );
    confirms.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`confirm answered ${res.status} ${res.headers.get('location')}`);
    await post(`/main/account/me/ticket/detail/${orderNumber}`, { intent: 'refund', reason: 'RARE_USAGE' });
    path = await order();
  }
  confirms.sort((a, b) => a - b);
  const c = (p: number) =>
    confirms[Math.min(confirms.length - 1, Math.floor((p / 100) * confirms.length))].toFixed(1);
  console.log(
    `success URL with confirm (app + fake Toss, ${server.database}): n=30 p50 ${c(50)} ms, p95 ${c(95)} ms`,
  );
} finally {
  await server.stop();
  await toss.close();
}
