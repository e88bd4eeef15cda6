// The PDF upload over HTTP, as a browser sends it (issue 27 item 2, issue 24 item 5): a file over the
// limit posted by the page comes back to the group screen, in the same group, with the size message
// (the host refuses the body before the app reads it, so this is the host's answer); a script still
// gets 413. Files that are not a resume, have no text or are broken come back with their own message
// and leave no draft behind.
import http from 'node:http';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileDrafts, profileGroups, users } from '#db/schema';
import { startSession } from '~/features/accounts/session.server';
import { importFailureLocation } from '~/features/profiles/import-paths';
import { db } from '~/lib/db.server';
import en from '../../app/locales/en/profiles.json' with { type: 'json' };
import { startAppServer } from './app-server';
import { withTestDatabase } from './test-database';

withTestDatabase();
let app: Awaited<ReturnType<typeof startAppServer>>;
let userId = 0;
let groupId = 0;
let cookie = '';

beforeAll(async () => {
  app = await startAppServer();
  const [user] = await db()
    .insert(users)
    .values({ email: `upload-${crypto.randomUUID()}@example.com`, joinType: 'EMAIL', name: 'Kim' })
    .returning();
  userId = user.id;
  cookie = (await startSession(user)).map((c) => c.split(';')[0]).join('; ');
  const [group] = await db().insert(profileGroups).values({ userId, name: 'Imported' }).returning();
  groupId = group.id;
}, 180_000);
afterAll(() => app?.close());

const drafts = async () =>
  (await db().select({ n: count() }).from(profileDrafts).where(eq(profileDrafts.userId, userId)))[0].n;

/** Declares a body of `bytes` and waits for the answer to the headers alone (nothing of the body is sent). */
function declareUpload(path: string, bytes: number, headers: Record<string, string>) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const url = new URL(path, app.base);
    const req = http.request(url, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(bytes),
        'accept-language': 'en',
        ...headers,
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      req.destroy();
    });
    req.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)));
    req.flushHeaders();
  });
}

async function upload(pdf: Uint8Array, name = 'resume.pdf') {
  const form = new FormData();
  form.set('groupId', String(groupId));
  form.set('file', new File([new Uint8Array(pdf)], name, { type: 'application/pdf' }));
  const res = await fetch(`${app.base}/main/profile/import?group=${groupId}`, {
    method: 'POST',
    body: form,
    headers: { cookie, accept: 'text/html', 'accept-language': 'en' },
    redirect: 'manual',
  });
  await res.text();
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

/** A one-page PDF with the given lines in Helvetica (no resume vocabulary needed). */
function textPdf(lines: string[]): Uint8Array {
  const content = lines
    .map((l, i) => `BT /F1 12 Tf 40 ${760 - i * 18} Td (${l.replace(/[()\\]/g, '')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

describe('a PDF over the size limit', () => {
  it('posted by the page: back to the same group with the size message, not a bare 413', async () => {
    const res = await declareUpload(`/main/profile/import?group=${groupId}`, 11 * 1024 * 1024, {
      accept: 'text/html,application/xhtml+xml',
      'sec-fetch-mode': 'navigate',
    });
    expect(res.status).toBe(303);
    expect(res.location).toBe(`/main/profile/group?group=${groupId}&import=too-large`);

    const page = await fetch(`${app.base}${res.location}`, { headers: { cookie, 'accept-language': 'en' } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(en.upload.errors['too-large']);
    expect(html).toContain('role="alert"');
    // The upload card posts to the same group again.
    expect(html).toContain(`action="/main/profile/import?group=${groupId}"`);
    expect(await drafts()).toBe(0);
  });

  it('sent by a script (or the app’s own data request): still 413', async () => {
    for (const path of ['/main/profile/import', '/main/profile/import.data']) {
      const res = await declareUpload(path, 11 * 1024 * 1024, { accept: '*/*' });
      expect(res.status).toBe(413);
    }
  });

  it('never sends the browser to another site, whatever the address says', () => {
    expect(importFailureLocation('/\\evil.example/profile/import', 'too-large')).toBeNull();
    expect(importFailureLocation('//evil.example/profile/import', 'too-large')).toBeNull();
    expect(importFailureLocation('/main/profile/import?group=1e3', 'too-large')).toBe(
      '/main/profile/group?import=too-large',
    );
  });
});

describe('files that are not a resume', () => {
  it.each([
    [
      'not-resume',
      textPdf(['INVOICE No. 2025-118', 'Total due: 1,250,000 KRW', 'Thank you for your order.']),
    ],
    ['empty', textPdf([])],
    ['broken', new TextEncoder().encode('%PDF-1.7\nnot really a pdf\n%%EOF\n')],
  ])('%s: a message in the same group, no draft, nothing invented', async (reason, pdf) => {
    const res = await upload(pdf);
    expect(res.status).toBe(303);
    expect(res.location).toBe(`/main/profile/group?group=${groupId}&import=${reason}`);
    const html = await (
      await fetch(`${app.base}${res.location}`, { headers: { cookie, 'accept-language': 'en' } })
    ).text();
    expect(html).toContain(en.upload.errors[reason as keyof typeof en.upload.errors]);
    expect(await drafts()).toBe(0);
  });
});
