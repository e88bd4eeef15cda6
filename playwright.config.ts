import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
function debianChromium() {
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
}
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    // Debian's chromium, never a downloaded browser: its headless shell when installed (a new browser
    // context opens about three times faster than in the full browser), else the full browser.
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? debianChromium(),
    args: [
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  // A page that never loads fails with its address, and an action that cannot happen (a click on what
  // never shows) with its locator after 30 s, instead of silently eating a long test's whole timeout.
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    navigationTimeout: 60_000,
    actionTimeout: 30_000,
  },
  projects: [
    { name: 'js', use: { ...chromium, javaScriptEnabled: true }, testIgnore: /\.no-js-only\.spec\.ts$/ },
    { name: 'no-js', use: { ...chromium, javaScriptEnabled: false }, testIgnore: /\.js-only\.spec\.ts$/ },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/serve.ts',
    url: `http://localhost:${PORT}/healthz`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
