// npx tsx bench/order-page.ts (after npm run build): the order page's requests/s and latency at 10
// connections, and the success URL's confirm latency through the app against the local fake Toss.
import autocannon from 'autocannon';
import { startFakeToss } from '../tests/fakes/toss';
import { startAppServer } from './app-server';

const PORT = Number(process.env.BENCH_PORT ?? 3310);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const toss = await startFakeToss();
const server = await startAppServer(PORT, { ...toss.env, PAYMENTS_DISABLED: 'false' });
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
  await post('/main/login', { email: 'buyer@example.com', password: 'Demo1234!' });
  const order = async () => {
    const res = await post('/main/goods/user', { intent: 'buy', goodsCode: 'KR-PASS-1M' });
    const location = res.headers.get('location');
    if (!location) throw new Error(`no order: ${res.status}`);
    return location;
  };
  const orderPath = await order();
  const times: number[] = [];
  const result = await autocannon({
    url: base + orderPath,
    connections: 10,
    duration: DURATION,
    headers: { cookie: cookie(), 'accept-language': 'ko' },
    setupClient: (client) => client.on('response', (_s: number, _b: number, ms: number) => times.push(ms)),
  });
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  console.log(
    `order page: ${result.requests.average.toFixed(0)} req/s, p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms, non-2xx ${result.non2xx}`,
  );

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
    if (res.status !== 200) throw new Error(`confirm answered ${res.status}`);
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
