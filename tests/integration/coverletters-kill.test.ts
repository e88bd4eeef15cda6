// A server killed with SIGKILL in the middle of a cover-letter stream: the real server process (as
// `npm run dev` starts it, so no build is needed) writes through a slow fake model; after the kill a
// new process takes over, and once the lease has lapsed the letter is FAILED, the credit is back exactly
// once, the result screen no longer says "writing" and a new generation is accepted.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { coverLetters, creditLedger, users } from '#db/schema';
import { seedReference } from '#db/seed';
import { creditBalance } from '~/features/accounts/passes.server';
import { startGeneration } from '~/features/coverletters/generation.server';
import { setDatabase } from '~/lib/db.server';
import { startFakeOpenAi } from '../fakes/openai-compatible';
import { generateForm, member, resumeWithTarget, settings } from './letters-helpers';
import { sessionCookie } from './route-calls';
import { createTestDatabase, type TestDatabase } from './test-database';
import { serverProcesses } from './server-processes';

const LEASE_SECONDS = 3;
// The server processes and this one sign cookies with the same secret; read once, so set it first.
const secret = vi.hoisted(() => {
  const value = `kill-test-${'s'.repeat(32)}`;
  process.env.SESSION_SECRET = value;
  return value;
});

let pg: TestDatabase | undefined;
const fake = await startFakeOpenAi({
  text: '저는 한빛대학교에서 컴퓨터공학을 전공했습니다. 누리테크에서 주문 API를 다듬었습니다. '.repeat(40),
  chunkWords: 1,
  chunkDelayMs: 150,
});

/** The file's PostgreSQL database, shared by this process and the server processes it starts. */
async function openShared(): Promise<TestDatabase> {
  pg ??= await createTestDatabase();
  return pg;
}

const servers = await serverProcesses({ secret, databaseUrl: () => pg?.url });
const { base } = servers;
afterAll(async () => {
  await servers.stop();
  await fake.close();
  await pg?.drop();
});

describe('a server killed mid-stream', () => {
  it('leaves no letter writing: after the lease it is failed, the credit is back once, and writing works again', async () => {
    // Set up a member with one credit, a resume aimed at a company, and a generation of one letter.
    const database = await openShared();
    setDatabase(database);
    await seedReference(database.db);
    const userId = await member(1);
    const profileId = await resumeWithTarget(userId);
    const { generationId, letters } = await startGeneration(userId, settings(profileId, [1]), 'ko');
    const [user] = await database.db.select().from(users).where(eq(users.id, userId));
    const cookie = await sessionCookie(user);
    expect(await creditBalance(userId)).toBe(0);

    // Server A streams the letter through the slow model; it is killed after the first chunks.
    // (A's own lease is long, so the letter is still waiting for it however slowly A starts.)
    const a = await servers.run({
      AI_BASE_URL: fake.url,
      AI_MODEL: 'fake-model',
      COVER_LETTER_LEASE_SECONDS: '600',
    });
    const res = await fetch(`${base}/main/profile/coverletters/${letters[0].id}/stream`, {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    await servers.kill(a);
    await reader.read().catch(() => null);

    // Server B (the built-in writer) takes over; its periodic job and its screens see the lapsed lease.
    const b = await servers.run({ COVER_LETTER_LEASE_SECONDS: String(LEASE_SECONDS) });
    const page = async () => {
      const r = await fetch(`${base}/main/profile/result?id=${profileId}`, {
        headers: { cookie, 'accept-language': 'en' },
      });
      expect(r.status).toBe(200);
      return r.text();
    };
    // B's periodic job fails the letter once its lease (LEASE_SECONDS) has lapsed: wait for that.
    const letterStatus = async () =>
      (await database.db.select().from(coverLetters).where(eq(coverLetters.id, letters[0].id)))[0].status;
    await servers.until(
      async () => (await letterStatus()) === 'FAILED',
      'server B to fail the letter whose lease lapsed',
      LEASE_SECONDS * 1000 + 60_000,
    );
    const html = await page();
    expect(html).toContain('data-testid="generation-panel"');
    // The letter's question group is gone (it was only ever writing), so nothing says writing.
    expect(html).toContain('data-testid="no-coverletters"');
    expect(html).not.toMatch(/· (writing…|작성 중…)/);
    expect(html).not.toContain('data-testid="payment-required"');

    // A new generation (the form as posted without JavaScript) is paid by the returned credit.
    const posted = await servers.post(
      `/main/profile/result?id=${profileId}`,
      generateForm(profileId, 2),
      cookie,
    );
    expect(posted.status, servers.log()).toBe(302);
    await servers.kill(b, 'SIGTERM');

    const [letter] = await database.db.select().from(coverLetters).where(eq(coverLetters.id, letters[0].id));
    expect(letter.status).toBe('FAILED');
    const refunds = await database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.reference, generationId), eq(creditLedger.reason, 'GENERATION_REFUND')));
    expect(refunds).toHaveLength(1);
    const written = await database.db
      .select()
      .from(coverLetters)
      .where(and(eq(coverLetters.profileId, profileId), eq(coverLetters.status, 'DONE')));
    expect(written.map((l) => l.questionId)).toEqual([2]);
    expect(await creditBalance(userId)).toBe(0);
    setDatabase(undefined);
  }, 240_000);
});
