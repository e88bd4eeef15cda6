import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer } from './app-server';
import { withTestDatabase } from './test-database';

withTestDatabase();
let app: Awaited<ReturnType<typeof startAppServer>>;
beforeAll(async () => {
  app = await startAppServer();
}, 120_000);
afterAll(() => app?.close());

// React 18's streaming renderer used to leak NUL bytes where a multi-byte character straddled its
// 2 KB chunks (react#24985): these pages had them in every language.
const PAGES = ['/main', '/main/terms', '/main/privacy', '/main/login', '/main/sign-up'];
const LANGUAGES = ['ko', 'en', 'id'];

describe('server-rendered HTML', () => {
  it('has no NUL byte and is valid UTF-8 on every page in every language', async () => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const lng of LANGUAGES)
      for (const page of PAGES) {
        const res = await fetch(`${app.base}${page}`, { headers: { 'accept-language': lng } });
        expect(res.status, `${lng} ${page}`).toBe(200);
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect(bytes.length, `${lng} ${page}`).toBeGreaterThan(4096);
        expect(bytes.indexOf(0), `${lng} ${page}: first NUL at`).toBe(-1);
        expect(decoder.decode(bytes), `${lng} ${page}`).toContain(`<html lang="${lng}"`);
      }
  }, 120_000);
});
