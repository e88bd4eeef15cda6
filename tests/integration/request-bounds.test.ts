import http from 'node:http';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverLetters, profileDrafts, profileGroups, profiles, questions, users } from '#db/schema';
import { seedQuestions } from '#db/seed/questions';
import { startSession } from '~/features/accounts/session.server';
import { saveProfile } from '~/features/profiles/profiles.server';
import { db } from '~/lib/db.server';
import { FORM_LIMITS } from '~/lib/form-bounds';
import { startAppServer } from './app-server';
import { plainResume } from './resume-helpers';
import { withTestDatabase } from './test-database';

// The attacks of issue 10 (items 1, 3, 4, 5), sent over HTTP to the whole app: each must be answered
// with a 4xx in milliseconds and write nothing. Times are printed for the report, not asserted.

withTestDatabase();
let app: Awaited<ReturnType<typeof startAppServer>>;
let userId = 0;
let cookie = '';

beforeAll(async () => {
  app = await startAppServer();
  const [user] = await db()
    .insert(users)
    .values({ email: `bounds-${crypto.randomUUID()}@example.com`, joinType: 'EMAIL', name: 'Kim' })
    .returning();
  userId = user.id;
  cookie = (await startSession(user)).map((c) => c.split(';')[0]).join('; ');
  // Compile the routes once, so the timings below are the app's and not Vite's.
  for (const path of ['/main/sign-up', '/main/login', '/main/profile/group', '/main/profile/information'])
    await send('POST', path, '', true);
}, 180_000);
afterAll(() => app?.close());

const timings: Record<string, number> = {};
afterAll(() => console.log('answer times (ms):', JSON.stringify(timings)));

async function send(method: string, path: string, body: string, member = false, name?: string) {
  const started = performance.now();
  const res = await fetch(`${app.base}${path}`, {
    method,
    body: method === 'GET' ? undefined : body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': 'en',
      ...(member ? { cookie } : {}),
    },
    redirect: 'manual',
  });
  const text = await res.text();
  if (name) timings[name] = Math.round(performance.now() - started);
  return { status: res.status, text, bytes: Buffer.byteLength(text), location: res.headers.get('location') };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const groupCount = async () =>
  (await db().select({ n: count() }).from(profileGroups).where(eq(profileGroups.userId, userId)))[0].n;
const profileCount = async () =>
  (await db().select({ n: count() }).from(profiles).where(eq(profiles.userId, userId)))[0].n;
const newGroup = { intent: 'create-group', name: 'Applications', memo: '', color: 'VIOLET' };

const resume = (overrides: Record<string, string> = {}) =>
  form({
    name: 'Backend resume',
    'person.country': 'KR',
    'person.region': 'Seoul',
    'person.address': 'Mapo-gu 1',
    'person.birthYear': '1998',
    'person.birthMonth': '5',
    'educations[0].gradLevel': 'university',
    'educations[0].school': 'Hanbit University',
    ...overrides,
  });

describe('form field indexes and counts', () => {
  it('answers a huge list index from an anonymous visitor with a small 400', async () => {
    const res = await send('POST', '/main/sign-up', 'foo[10000000]=x', false, 'sign-up foo[10000000]');
    expect(res.status).toBe(400);
    expect(res.bytes).toBeLessThan(100_000);
    expect(res.text).toContain('Bad request');
  });

  it('answers a huge resume list index from a member with 400 and saves nothing', async () => {
    const before = await profileCount();
    const res = await send(
      'POST',
      '/main/profile/information',
      resume({ 'educations[100000].school': 'x' }),
      true,
      'resume educations[100000]',
    );
    expect(res.status).toBe(400);
    expect(await profileCount()).toBe(before);
    // The same resume without the forged index is saved.
    expect((await send('POST', '/main/profile/information', resume(), true)).status).toBe(302);
    expect(await profileCount()).toBe(before + 1);
  });

  it('refuses a form with more fields than any real form has, and creates nothing', async () => {
    const before = await groupCount();
    const junk = Object.fromEntries(Array.from({ length: FORM_LIMITS.fields }, (_, i) => [`f${i}`, 'x']));
    expect(
      (await send('POST', '/main/profile/group', form({ ...newGroup, ...junk }), true, 'too many fields'))
        .status,
    ).toBe(400);
    expect(await groupCount()).toBe(before);
    const few = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, 'x']));
    expect((await send('POST', '/main/profile/group', form({ ...newGroup, ...few }), true)).status).toBe(302);
    expect(await groupCount()).toBe(before + 1);
  });

  it('refuses a 300 KB form with 413 before the app reads it, in the visitor language', async () => {
    const before = await groupCount();
    const body = form({ ...newGroup, memo: 'x'.repeat(300 * 1024) });
    const res = await send('POST', '/main/profile/group', body, true, '300 KB form');
    expect(res.status).toBe(413);
    expect(res.text).toContain('Request too large');
    expect(await groupCount()).toBe(before);
  });
});

const BOUNDARY = 'xBOUNDARYx';
/** One 512 KB text part of a multipart body: many of them add up to any size, each within a part limit. */
const part = (i: number) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${'A'.repeat(512 * 1024)}\r\n`,
  );

/**
 * Streams a body of `total` bytes (without a Content-Length unless `declare`), stopping as soon as the
 * server answers; says how much had been sent by then.
 */
function streamBody(path: string, total: number, opts: { declare: boolean; multipart: boolean }) {
  return new Promise<{ status: number; text: string; sentBeforeAnswer: number; ms: number }>(
    (resolve, reject) => {
      const started = performance.now();
      const url = new URL(`${app.base}${path}`);
      const req = http.request({
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        headers: {
          cookie,
          'accept-language': 'ko',
          'content-type': opts.multipart
            ? `multipart/form-data; boundary=${BOUNDARY}`
            : 'application/x-www-form-urlencoded',
          ...(opts.declare ? { 'content-length': String(total) } : {}),
        },
      });
      let sent = 0;
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        const sentBeforeAnswer = sent;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text, sentBeforeAnswer, ms: performance.now() - started }),
        );
        res.on('error', reject);
      });
      // The server closing the connection mid-body is expected once it has answered.
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      let i = 0;
      const pump = () => {
        if (answered) return req.destroy();
        while (!answered && sent < total) {
          const chunk = opts.multipart ? part(i++) : Buffer.from(`f${i++}=${'A'.repeat(64 * 1024)}&`);
          sent += chunk.length;
          if (!req.write(chunk)) return req.once('drain', pump);
        }
        if (!answered) req.end();
      };
      // A declared length is refused on the headers alone: no byte of the body is sent until answered.
      if (opts.declare) req.flushHeaders();
      else pump();
    },
  );
}

describe('body size, enforced while reading', () => {
  it('cuts a 50 MB streamed upload off at the upload limit with 413, long before it is all sent', async () => {
    const drafts = async () =>
      (await db().select({ n: count() }).from(profileDrafts).where(eq(profileDrafts.userId, userId)))[0].n;
    const before = await drafts();
    const res = await streamBody('/main/profile/import', 50 * 1024 * 1024, {
      declare: false,
      multipart: true,
    });
    timings['50 MB chunked upload'] = Math.round(res.ms);
    expect(res.status).toBe(413);
    expect(res.text).toContain('요청이 너무 큽니다');
    // The server read at most the limit (10 MB + 256 KB) before answering; the sockets' buffers hold a
    // few MB more. Without the limit all 50 MB are read before any answer.
    expect(res.sentBeforeAnswer).toBeLessThan(25 * 1024 * 1024);
    expect(await drafts()).toBe(before);
  });

  it('refuses a declared 50 MB upload on its headers, before any of the body is sent', async () => {
    const res = await streamBody('/main/profile/import', 50 * 1024 * 1024, {
      declare: true,
      multipart: true,
    });
    timings['50 MB declared upload'] = Math.round(res.ms);
    expect(res.status).toBe(413);
    expect(res.sentBeforeAnswer).toBeLessThan(4 * 1024 * 1024);
  });

  it('cuts a streamed form off at the form limit (the upload limit is for the upload only)', async () => {
    const before = await groupCount();
    const res = await streamBody('/main/profile/group', 20 * 1024 * 1024, {
      declare: false,
      multipart: false,
    });
    timings['20 MB chunked form'] = Math.round(res.ms);
    expect(res.status).toBe(413);
    expect(res.sentBeforeAnswer).toBeLessThan(10 * 1024 * 1024);
    expect(await groupCount()).toBe(before);
  });
});

describe('control characters in text fields', () => {
  it('answers a NUL in a group name or a resume title with 400 and writes nothing', async () => {
    const groups = await groupCount();
    const group = await send(
      'POST',
      '/main/profile/group',
      form({ ...newGroup, name: 'A\u0000B' }),
      true,
      'group NUL',
    );
    expect(group.status).toBe(400);
    expect(await groupCount()).toBe(groups);
    const resumes = await profileCount();
    const res = await send(
      'POST',
      '/main/profile/information',
      resume({ name: 'CV\u0000' }),
      true,
      'resume NUL',
    );
    expect(res.status).toBe(400);
    expect(await profileCount()).toBe(resumes);
    // Other control characters too; tab, line feed and carriage return are text.
    expect(
      (await send('POST', '/main/profile/group', form({ ...newGroup, memo: 'bell\u0007' }), true)).status,
    ).toBe(400);
    expect(
      (await send('POST', '/main/profile/group', form({ ...newGroup, memo: 'a\tb\r\nc' }), true)).status,
    ).toBe(302);
  });

  it('answers a NUL in an edited letter with 400 and keeps the letter', async () => {
    await seedQuestions(db());
    const [question] = await db().select().from(questions).limit(1);
    const profile = await saveProfile(userId, {}, plainResume('Letters'));
    const [letter] = await db()
      .insert(coverLetters)
      .values({
        userId,
        profileId: profile.id,
        questionId: question.id,
        questionText: 'Why us?',
        generationId: crypto.randomUUID(),
        lang: 'en',
        temperature: 0.5,
        minLetter: 300,
        maxLetter: 1000,
        status: 'DONE',
        writer: 'builtin',
        content: 'The original letter.',
      })
      .returning();
    const res = await send(
      'POST',
      `/main/profile/result?id=${profile.id}`,
      form({ intent: 'edit', letterId: String(letter.id), content: 'Changed\u0000' }),
      true,
      'letter edit NUL',
    );
    expect(res.status).toBe(400);
    const [kept] = await db().select().from(coverLetters).where(eq(coverLetters.id, letter.id));
    expect(kept.content).toBe('The original letter.');
  });

  it('answers a NUL in a query string with 400', async () => {
    const res = await send('GET', '/main/profile/position?companyName=%00', '', true, 'query NUL');
    expect(res.status).toBe(400);
  });
});

describe('ids out of range', () => {
  it('are not found (404), never a 500', async () => {
    for (const path of [
      '/main/culture/result?id=99999999999',
      '/main/culture/result?id=1e23',
      '/main/culture/result/company/99999999999',
      '/main/profile/information?id=99999999999',
      '/main/culture/survey/------------------------------------',
    ])
      expect((await send('GET', path, '', true, `GET ${path}`)).status, path).toBe(404);
  });

  it('an industry id out of range is a refused choice (back to the job step with its toast), never a 500', async () => {
    const res = await send(
      'POST',
      '/main/culture/job',
      form({ industryId: '99999999999999999999999', roleIds: '1' }),
      true,
      'job industryId',
    );
    expect(res.status).toBe(302);
    expect(res.location).toBe('/main/culture/job');
  });
});
