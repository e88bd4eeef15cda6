// Prints HTML files to PDF with Debian's Chromium (PLAYWRIGHT_CHROMIUM_PATH or /usr/bin/chromium),
// as a user does with "Save as PDF": the resume fixtures in layouts our exporter does not make.
// Never downloads a browser.
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

/** Each file's PDF, in the order given. One browser for all of them. */
export async function htmlFilesToPdf(files: string[]): Promise<Buffer[]> {
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const out: Buffer[] = [];
    for (const file of files) {
      await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      out.push(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    }
    return out;
  } finally {
    await browser.close();
  }
}
