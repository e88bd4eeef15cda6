// A first visit's scripts, counted in the browser (part 2 of `npm run bench:js`): Debian's chromium, a cold
// cache, each page loaded until the network is idle and 2 s more (what the page requests later: its
// translation chunks, which the entry fetches before it hydrates, lazy parts on the page; client validation
// waits for a first edit). Every script response is counted with its body's bytes as sent (compressed by the
// server: brotli for chromium); "in the document" are the ones the HTML references (module preloads and the
// inline module script's imports), "later" the others. The budget applies to the total.
import { chromium } from '@playwright/test';
import { startAppServer } from './app-server';
import { cookiesFor, demoApplication, demoResume, diagnose, logIn, member, type Member } from './member';

const PORT = Number(process.env.BENCH_PORT ?? 3345);
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

type Visit = { inDoc: number; inDocFiles: number; after: number; afterFiles: string[] };

async function visit(
  browser: import('@playwright/test').Browser,
  url: string,
  cookie: string,
): Promise<Visit> {
  const context = await browser.newContext();
  if (cookie) await context.addCookies(cookiesFor(cookie, url));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, string>();
  const body = new Map<string, number>();
  let documentId = '';
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, new URL(e.response.url).pathname);
    if (e.type === 'Document' && !documentId) documentId = e.requestId;
  });
  cdp.on('Network.dataReceived', (e) =>
    body.set(e.requestId, (body.get(e.requestId) ?? 0) + e.encodedDataLength),
  );
  const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  if (!response?.ok()) throw new Error(`${url}: ${response?.status()}`);
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
  await page.waitForTimeout(2000);
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
  const html = (await cdp.send('Network.getResponseBody', { requestId: documentId })).body;
  await context.close();
  const v: Visit = { inDoc: 0, inDocFiles: 0, after: 0, afterFiles: [] };
  for (const [id, pathname] of scripts) {
    const bytes = body.get(id) ?? 0;
    if (html.includes(pathname)) {
      v.inDoc += bytes;
      v.inDocFiles++;
    } else {
      v.after += bytes;
      v.afterFiles.push(`${pathname.replace('/assets/', '')} ${(bytes / 1024).toFixed(1)}`);
    }
  }
  return v;
}

/** The interview page's first question, made if there is none yet. */
async function interviewQuestion(m: Member, applicationPath: string) {
  const path = `${applicationPath}/interview`;
  await m.post(path, { intent: 'generate' });
  const html = await (await m.get(path)).text();
  const q = html.match(new RegExp(`href="(${path}/\\d+)"`))?.[1];
  if (!q) throw new Error('no interview question made');
  return q;
}

export async function printFirstVisits() {
  const app = await startAppServer(PORT, { HONEYPOT_MIN_FILL_MS: '0' });
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const demo = member(app.base);
    await logIn(demo);
    const report = await diagnose(demo);
    const resume = await demoResume(demo);
    const application = await demoApplication(demo);
    const question = await interviewQuestion(demo, application.detailPath).catch((e) => {
      console.log(`(interview practice left out: ${(e as Error).message})`);
      return null;
    });
    const admin = member(app.base);
    await logIn(admin, 'admin@example.com', 'Demo1234!');
    const pages: [string, string, string][] = [
      ['home', '/main', ''],
      ['login', '/main/login', ''],
      ['culture report', report, demo.cookie()],
      ['resume groups', `/main/profile/group?group=${resume.groupId}`, demo.cookie()],
      ['resume editor', `/main/profile/information?id=${resume.profileId}`, demo.cookie()],
      ['result screen', resume.resultPath, demo.cookie()],
      ['applications', application.listPath, demo.cookie()],
      ['application', application.detailPath, demo.cookie()],
      ...(question ? [['interview practice', question, demo.cookie()] as [string, string, string]] : []),
      ['admin coupons', '/main/admin/coupons', admin.cookie()],
    ];
    console.log(
      '\nfirst visit in chromium, cold cache (script bodies as sent; budget ≤ 115 KB, home ≤ 100 KB)',
    );
    console.log('page                 in document (files)   requested later (files)    total KB  budget');
    for (const [name, path, cookie] of pages) {
      const v = await visit(browser, app.base + path, cookie);
      const kb = (n: number) => (n / 1024).toFixed(1);
      console.log(
        `${name.padEnd(20)} ${kb(v.inDoc).padStart(8)} KB (${String(v.inDocFiles).padStart(2)})   ${kb(v.after).padStart(8)} KB (${String(v.afterFiles.length).padStart(2)})   ${kb(v.inDoc + v.after).padStart(9)}  ${(v.inDoc + v.after) / 1024 <= (name === 'home' ? 100 : 115) ? 'within' : 'OVER'}`,
      );
      if (v.afterFiles.length) console.log(`${' '.repeat(21)}later: ${v.afterFiles.join(', ')}`);
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}
