// npm run bench:lighthouse: the six pages of issue 39 (home, login, resume groups, the applications list, an
// application, the cover-letter result screen; the last four signed in), median of 3 cold loads each, in
// Debian's chromium (/usr/bin/chromium, or PLAYWRIGHT_CHROMIUM_PATH), under two throttlings on a 412×823
// phone with the CPU 4× slower:
//  1. Lighthouse's mobile throttling as DevTools applies it (slow 4G: 562.5 ms RTT, 1.47 Mbit/s down,
//     675 kbit/s up): FCP and LCP (paint timing), CLS (layout shifts without recent input), TBT (the part of
//     each long task over 50 ms after FCP) and a score on Lighthouse 10's mobile log-normal curves and
//     weights for these four metrics (Speed Index is not measured; the weights are renormalised without
//     it). Lighthouse itself is not installed: Playwright and the DevTools protocol take the same metrics.
//  2. The slow phone of issue 39: 400 kbit/s down and up, BENCH_PHONE_RTT ms round trip (150 by default):
//     the bytes a first visit transfers (every response, compressed as sent; its JavaScript apart), first
//     paint, and JavaScript-ready: the moment every link, button and form field on the page has been
//     hydrated (React's fiber is on each of them), polled every 50 ms after the load.
// Then the first visit's bytes of the home page in each language, fonts apart, and whether an English or
// Indonesian page downloads a font file at all.
import os from 'node:os';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { startAppServer } from './app-server';
import { cookiesFor, demoApplication, demoResume, logIn, member } from './member';

const PORT = Number(process.env.BENCH_PORT ?? 3340);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
const PHONE_RTT = Number(process.env.BENCH_PHONE_RTT ?? 150);
/** BENCH_PAGES="result screen;home": only the pages named (the home page's languages table then too). */
const ONLY = (process.env.BENCH_PAGES ?? '')
  .split(/[;,]/)
  .map((s) => s.trim())
  .filter(Boolean);

type Network = { latency: number; downloadThroughput: number; uploadThroughput: number };
/** Lighthouse's mobile throttling (slow 4G) as DevTools applies it. */
const SLOW_4G: Network = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
/** Issue 39's slow phone: 400 kbit/s each way. */
const PHONE: Network = { latency: PHONE_RTT, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };

type Metrics = {
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  bytes: number;
  jsBytes: number;
  /** ms from navigation until every link, button and field is hydrated (0 if never within the wait). */
  ready: number;
  fontBytes: number;
  fonts: string[];
};

/** Lighthouse 10, mobile: metric curves ({ p10, median }) and weights. */
const CURVES = {
  fcp: { p10: 1800, median: 3000, weight: 0.1 },
  lcp: { p10: 2500, median: 4000, weight: 0.25 },
  tbt: { p10: 200, median: 600, weight: 0.3 },
  cls: { p10: 0.1, median: 0.25, weight: 0.25 },
} as const;

function erf(x: number) {
  // Abramowitz and Stegun 7.1.26, as Lighthouse's statistics module uses.
  const sign = Math.sign(x);
  x = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * x);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return sign * y;
}

function logNormalScore({ p10, median }: { p10: number; median: number }, value: number) {
  if (value <= 0) return 1;
  const standardized = (Math.log(value / median) * 0.9061938024368232) / -Math.log(p10 / median);
  return Math.min(1, Math.max(0, (1 - erf(standardized)) / 2));
}

function score(m: Metrics) {
  let sum = 0;
  let weights = 0;
  for (const [k, c] of Object.entries(CURVES)) {
    sum += c.weight * logNormalScore(c, m[k as keyof typeof CURVES]);
    weights += c.weight;
  }
  return Math.round((sum / weights) * 100);
}

const OBSERVE = () => {
  const w = window as unknown as { __perf: { cls: number; lcp: number; long: [number, number][] } };
  w.__perf = { cls: 0, lcp: 0, long: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!e.hadRecentInput) w.__perf.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__perf.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__perf.long.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

/** When every link, button and form field carries React's fiber (is hydrated): the page's clock; else false. */
const HYDRATED = () => {
  const controls = document.querySelectorAll('a[href], button, input, select, textarea, form');
  if (!controls.length || !(window as unknown as { __remixRouter?: unknown }).__remixRouter) return false;
  for (const el of controls) if (!Object.keys(el).some((k) => k.startsWith('__reactFiber$'))) return false;
  return performance.now();
};

async function measure(
  browser: Browser,
  url: string,
  cookie: string,
  lang: string,
  network: Network = SLOW_4G,
): Promise<Metrics> {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: lang,
    extraHTTPHeaders: { 'accept-language': lang },
  });
  if (cookie) await context.addCookies(cookiesFor(cookie, url));
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const types = new Map<string, { type: string; url: string }>();
  let bytes = 0;
  let jsBytes = 0;
  let fontBytes = 0;
  const fonts: string[] = [];
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { type: e.type, url: e.response.url }));
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    const r = types.get(e.requestId);
    if (r?.type === 'Script') jsBytes += e.encodedDataLength;
    if (r?.type === 'Font') {
      fontBytes += e.encodedDataLength;
      fonts.push(r.url.split('/').pop()!);
    }
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // JavaScript-ready, polled (cheap: a selector and a key check per control) until it holds or 30 s pass.
  const ready = await page
    .waitForFunction(HYDRATED, undefined, { polling: 50, timeout: 30_000 })
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => 0);
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => {});
  await page.waitForTimeout(1500);
  const perf = await page.evaluate(() => {
    const w = window as unknown as { __perf: { cls: number; lcp: number; long: [number, number][] } };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return { ...w.__perf, fcp };
  });
  await context.close();
  const tbt = perf.long
    .filter(([start, duration]) => start + duration > perf.fcp)
    .reduce((sum, [start, duration]) => sum + Math.max(0, duration - 50 - Math.max(0, perf.fcp - start)), 0);
  return {
    fcp: perf.fcp,
    lcp: perf.lcp || perf.fcp,
    cls: perf.cls,
    tbt,
    bytes,
    jsBytes,
    ready,
    fontBytes,
    fonts,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const app = await startAppServer(PORT, { HONEYPOT_MIN_FILL_MS: '0' });
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  const demo = member(app.base);
  await logIn(demo);
  const resume = await demoResume(demo);
  const application = await demoApplication(demo);
  const cookie = demo.cookie();
  const pages: [string, string, string][] = [
    ['home', '/main', ''],
    ['login', '/main/login', ''],
    ['resume groups', `/main/profile/group?group=${resume.groupId}`, cookie],
    ['applications', application.listPath, cookie],
    ['application', application.detailPath, cookie],
    ['result screen', resume.resultPath, cookie],
  ].filter(([name]) => !ONLY.length || ONLY.includes(name)) as [string, string, string][];
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  const runsOf = async (path: string, c: string, network: Network) => {
    const runs: Metrics[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, app.base + path, c, 'ko', network));
    return { runs, m: (k: keyof Omit<Metrics, 'fonts'>) => median(runs.map((r) => r[k])) };
  };
  console.log(
    `\nmobile, slow 4G + 4× CPU (Playwright + CDP, Lighthouse 10 curves), median of ${RUNS} cold loads, Korean (goal: score ≥ 97, TBT ≤ 100 ms); load average ${load()}`,
  );
  console.log('page              score   FCP ms   LCP ms   TBT ms     CLS   KB down');
  for (const [name, path, c] of pages) {
    const { runs, m } = await runsOf(path, c, SLOW_4G);
    console.log(
      `${name.padEnd(16)} ${String(median(runs.map(score))).padStart(6)} ${m('fcp').toFixed(0).padStart(8)} ${m('lcp').toFixed(0).padStart(8)} ${m('tbt').toFixed(0).padStart(8)} ${m('cls').toFixed(3).padStart(7)} ${(m('bytes') / 1024).toFixed(0).padStart(9)}`,
    );
  }
  console.log(
    `\nslow phone: 400 kbit/s, ${PHONE_RTT} ms RTT, 4× CPU, median of ${RUNS} cold loads, Korean (goal: ≤ 150 kB transferred, JavaScript-ready ≤ 4 s); load average ${load()}`,
  );
  console.log('page              kB down  of it JS kB   first paint ms   JS-ready ms   TBT ms');
  for (const [name, path, c] of pages) {
    const { m } = await runsOf(path, c, PHONE);
    console.log(
      `${name.padEnd(16)} ${(m('bytes') / 1000).toFixed(1).padStart(8)} ${(m('jsBytes') / 1000).toFixed(1).padStart(12)} ${m('fcp').toFixed(0).padStart(16)} ${(m('ready') ? m('ready').toFixed(0) : 'never').padStart(13)} ${m('tbt').toFixed(0).padStart(8)}`,
    );
  }
  console.log(`load average at the end ${load()}`);
  if (!ONLY.length || ONLY.includes('home')) {
    console.log(
      '\nfirst visit of the home page (budget ≤ 200 KB in every language; no Hangul font on en/id)',
    );
    console.log('lang   KB down   font KB   font files');
    for (const lang of ['ko', 'en', 'id']) {
      const r = await measure(browser, `${app.base}/main`, '', lang);
      console.log(
        `${lang.padEnd(5)} ${(r.bytes / 1024).toFixed(0).padStart(8)} ${(r.fontBytes / 1024).toFixed(0).padStart(9)}   ${r.fonts.join(', ') || 'none'}`,
      );
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
