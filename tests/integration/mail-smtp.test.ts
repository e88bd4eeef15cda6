import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '#db/schema';
import { sendLinkMail } from '~/features/accounts/mail.server';
import { isResetKeyValid } from '~/features/accounts/password-flows.server';
import { setMailer, smtpMailer } from '~/integrations/mail/mailer.server';
import { deliverDueMail, enqueueMail } from '~/integrations/mail/outbox.server';
import { db } from '~/lib/db.server';
import { takeToast } from '~/lib/toast.server';
import { action as loginAction } from '~/routes/($domain)._footerless.login';
import { action as signUpAction } from '~/routes/($domain)._default.sign-up';
import { startSmtpPeer } from '../fakes/smtp-peer';
import { registerUser } from './accounts-helpers';
import { eventually, formPost, visitor } from './form-helpers';
import { holdLocks, sessionsWaitingForLocks, warmPool } from './race';
import { withTestDatabase } from './test-database';
import { waitFor } from './wait';

// The configured public origin; every request below claims to be for evil.example instead.
const PUBLIC_URL = vi.hoisted(() => (process.env.PUBLIC_URL = 'https://coach.example'));

withTestDatabase();
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  peer = await startSmtpPeer();
  setMailer(smtpMailer(peer.url, 'Career Coach <no-reply@careercoach.example>'));
});
afterAll(async () => {
  delete process.env.PUBLIC_URL;
  setMailer(undefined);
  await peer.close();
});
beforeEach(() => peer.refuse(false));

const outboxTo = (to: string, purpose = 'resetPassword') =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.purpose, purpose)));
const receivedBy = (to: string) => peer.received.filter((m) => m.to.includes(to));
const resetMailsTo = (to: string) => receivedBy(to).filter((m) => m.text.includes('/forgot-password?key='));
const later = () => new Date(Date.now() + 60 * 60 * 1000);

async function forgot(email: string) {
  const request = formPost(
    'http://evil.example/main/login',
    { intent: 'forgot', email },
    { host: 'evil.example' },
  );
  return (await loginAction({ request, params: {}, context: visitor })) as Response;
}

/** What the visitor gets back: status, headers that matter, body, and the toast without its random id. */
async function visible(res: Response) {
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { toast } = await takeToast(new Request('http://localhost/', { headers: { cookie } }));
  return {
    status: res.status,
    location: res.headers.get('location'),
    headerNames: [...res.headers.keys()].sort(),
    body: await res.text(),
    toast: toast && { ...toast, id: undefined },
  };
}

describe('mail over SMTP', () => {
  it('delivers the verification mail in the reader language with its link', async () => {
    expect(
      await sendLinkMail({
        to: 'reader@example.com',
        lng: 'ko',
        kind: 'verifyEmail',
        link: 'http://localhost:3000/main/email-completed?key=abc',
      }),
    ).toBe('sent');
    expect(receivedBy('reader@example.com')).toHaveLength(1);
    const mail = receivedBy('reader@example.com')[0];
    expect(mail.from).toBe('no-reply@careercoach.example');
    expect(mail.text).toContain('http://localhost:3000/main/email-completed?key=abc');
    expect(mail.subject).toMatch(/[가-힣]/);
    expect((await outboxTo('reader@example.com', 'verifyEmail'))[0]).toMatchObject({
      status: 'SENT',
      attempts: 1,
    });
  });
});

describe('links in mail use PUBLIC_URL, never the Host header', () => {
  it('a reset mail asked for with Host: evil.example links to the public origin only', async () => {
    await registerUser('host-reset@example.com');
    await forgot('host-reset@example.com');
    const mail = await eventually(async () => resetMailsTo('host-reset@example.com')[0]);
    expect(mail.text).toContain(`${PUBLIC_URL}/main/forgot-password?key=`);
    expect(mail.text).not.toContain('evil.example');
  });

  it('a verification mail asked for with Host: evil.example links to the public origin only', async () => {
    const request = formPost(
      'http://evil.example/main/sign-up',
      { intent: 'send-auth', email: 'host-verify@example.com' },
      { host: 'evil.example' },
    );
    await signUpAction({ request, params: {}, context: visitor });
    const [mail] = receivedBy('host-verify@example.com');
    expect(mail.text).toContain(`${PUBLIC_URL}/main/email-completed?key=`);
    expect(mail.text).not.toContain('evil.example');
  });
});

describe('when the mail server is down', () => {
  it('the forgot form answers the same for a known and an unknown address, and the job delivers later', async () => {
    await registerUser('down@example.com');
    peer.refuse(true);
    const known = await forgot('down@example.com');
    const unknown = await forgot('nobody-here@example.com');
    expect(known.status).toBe(302);
    expect(await visible(known)).toEqual(await visible(unknown));

    // The first attempt failed and was recorded for a retry; nothing reached the server.
    const queued = await eventually(async () => {
      const [row] = await outboxTo('down@example.com');
      return row?.status === 'PENDING' && row.attempts === 1 ? row : null;
    });
    expect(queued?.lastError).toBeTruthy();
    expect(resetMailsTo('down@example.com')).toHaveLength(0);
    expect(await deliverDueMail(later())).toEqual({ sent: 0, failed: 1 });

    peer.refuse(false);
    expect(await deliverDueMail(later())).toEqual({ sent: 1, failed: 0 });
    const [mail] = resetMailsTo('down@example.com');
    const key = decodeURIComponent(mail.text.match(/key=([^\s&]+)/)![1]);
    expect(await isResetKeyValid(key)).toBe(true);
    expect(await deliverDueMail(later())).toEqual({ sent: 0, failed: 0 });
    expect(resetMailsTo('down@example.com')).toHaveLength(1);
  });

  it('sign-up says the spec\'s "send failed", keeps the verification, and the retried link works', async () => {
    peer.refuse(true);
    const request = formPost('http://localhost/main/sign-up', {
      intent: 'send-auth',
      email: 'retry@example.com',
    });
    const answer = (await signUpAction({ request, params: {}, context: visitor })) as unknown as {
      init: { status: number };
      data: { authState: string; authId: string; notice: { key: string } };
    };
    expect(answer.init.status).toBe(200);
    expect(answer.data.notice.key).toBe('accounts:signUp.authSendFailed');
    expect(answer.data.authState).toBe('sent');
    expect(answer.data.authId).toMatch(/^[0-9a-f-]{36}$/);

    peer.refuse(false);
    await deliverDueMail(later());
    expect(receivedBy('retry@example.com')[0].text).toContain('/main/email-completed?key=');
  });
});

describe('the delivery job', () => {
  // Proves the outbox claim (outbox.server.ts claimDue: the due rows selected FOR UPDATE SKIP LOCKED and
  // marked SENDING in the same statement): runs at once split the mails between them. The runs are held
  // in the middle of their claim until all three are in it: a trigger on this file's outbox table (made
  // here, dropped after) waits for a lock the test holds. Planted removal of FOR UPDATE SKIP LOCKED: all
  // three claim the same rows, and every mail goes out three times.
  it('three runs at once never send a mail twice', async () => {
    const ids = [];
    for (let i = 0; i < 12; i++)
      ids.push(
        await enqueueMail({
          to: `batch-${i}@example.com`,
          purpose: 'test',
          subject: `m${i}`,
          text: 't',
          html: 'h',
        }),
      );
    await db().execute(sql`
      create function hold_claim() returns trigger language plpgsql as $$
      begin perform pg_advisory_xact_lock_shared(727101); return new; end $$`);
    await db().execute(sql`
      create trigger hold_claim before update on mail_outbox for each row execute function hold_claim()`);
    let runs: Awaited<ReturnType<typeof deliverDueMail>>[];
    try {
      await warmPool();
      const barrier = await holdLocks((tx) => tx.execute(sql`select pg_advisory_xact_lock(727101)`));
      let finished = 0;
      const racing = [1, 2, 3].map(() => deliverDueMail(later()).finally(() => finished++));
      // Each run is either held in its claim (waiting for the test's lock or a row another run holds) or,
      // having claimed nothing, done.
      await waitFor(async () => (await sessionsWaitingForLocks()) + finished >= 3, {
        what: 'the three runs to be in their claim',
      });
      await barrier.release();
      runs = await Promise.all(racing);
    } finally {
      await db().execute(sql`drop trigger hold_claim on mail_outbox`);
      await db().execute(sql`drop function hold_claim()`);
    }
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(12);
    const got = peer.received.filter((m) => m.to[0]?.startsWith('batch-')).map((m) => m.to[0]);
    expect(got).toHaveLength(12);
    expect(new Set(got).size).toBe(12);
  });
});
