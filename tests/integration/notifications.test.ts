// Notifications: one row per event even when emitted twice or by two instances at once, the
// pass-ending reminder job safe to run concurrently, object-level checks on open and delete,
// `{domain}` links, delete all, events from sign-up, payments, refunds and letters in the reader's
// language, and operator announcements reaching only their audience.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, operatorLog, passes, payments, users } from '#db/schema';
import { seedReference } from '#db/seed';
import { seedDemoTenants } from '#db/seed/tenants';
import { member, resumeWithTarget } from './letters-helpers';
import { registerUser } from './accounts-helpers';
import { holdLocks, race, untilWaitingForLocks, warmPool } from './race';
import { withTestDatabase } from './test-database';
import '~/lib/context';
import { grantAdmin } from '~/features/admin/admins.server';
import { startGeneration, writeAll } from '~/features/coverletters/generation.server';
import { events } from '~/features/notifications/events.server';
import {
  countUnread,
  listUnread,
  notify,
  openNotification,
} from '~/features/notifications/notifications.server';
import { resolveSession, startSession } from '~/features/accounts/session.server';
import { notifyPassesEnding } from '~/features/notifications/pass-ending.server';
import { chooseBankTransfer, markDepositReceived } from '~/features/orders/bank-transfer.server';
import { settlePayment } from '~/features/orders/settle.server';
import { createOrder } from '~/features/orders/orders.server';
import { completeRefund } from '~/features/orders/refunds.server';
import { db } from '~/lib/db.server';
import {
  action as announce,
  loader as announcementsLoader,
} from '~/routes/($domain)._default.admin.announcements';
import { action, loader } from '~/routes/($domain)._member.notifications';
import { routeContext } from './route-calls';

withTestDatabase();

beforeAll(async () => {
  await seedReference(db());
  await seedDemoTenants(db());
});

const context = (userId: number | null, domain = 'main') =>
  routeContext(userId ? { id: userId, name: 'A', email: 'a@example.com' } : null, { domain });
const get = (path: string, lng = 'en') =>
  new Request(`http://localhost${path}`, { headers: { 'accept-language': lng } });
const post = (form: Record<string, string>, domain = 'main') =>
  new Request(`http://localhost/${domain}/notifications`, {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: { 'accept-language': 'en' },
  });
async function outcome(run: () => Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    const value = await run();
    if (value instanceof Response) return { status: value.status, location: value.headers.get('location') };
    return { status: (value as { init?: { status?: number } })?.init?.status ?? 200, location: null };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('location') };
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, location: null };
  }
}
const act = (userId: number, form: Record<string, string>, domain = 'main') =>
  outcome(() =>
    action({ request: post(form, domain), params: { domain }, context: context(userId, domain) }),
  );
const page = (userId: number, n = 1, lng = 'en') =>
  loader({ request: get(`/main/notifications?page=${n}`, lng), params: {}, context: context(userId) });
const rowsOf = (userId: number) => db().select().from(notifications).where(eq(notifications.userId, userId));

async function orderFor(userId: number) {
  await db().update(users).set({ country: 'KR' }).where(eq(users.id, userId));
  return createOrder(userId, 'KR-PASS-1M');
}

describe('storing events', () => {
  // Proves notify's INSERT … ON CONFLICT (user_id, event_key) DO NOTHING over the unique key
  // notification_user_event (notifications.server.ts). Planted removal of the ON CONFLICT clause: the
  // repeated and the racing emits fail on the key.
  it('stores an event once, however often and however concurrently it is emitted', async () => {
    const userId = await member(0);
    const event = events.couponRegistered({ id: 7, name: 'Spring' });
    expect(await notify(userId, event)).toBe(true);
    expect(await notify(userId, event)).toBe(false);
    const racing = await race(8, () => notify(userId, events.couponRegistered({ id: 8, name: 'Summer' })));
    expect(racing.filter(Boolean)).toHaveLength(1);
    expect(await rowsOf(userId)).toHaveLength(2);
    expect(await countUnread(userId)).toBe(2);
    // The same event for another member is that member's own.
    const other = await member(0);
    expect(await notify(other, event)).toBe(true);
  });

  // Proves the job's set-based INSERT … SELECT … ON CONFLICT DO NOTHING (storeDueNotifications): runs
  // at once all see the same passes not yet notified; the unique key stores each once. The runs are
  // lined up on the key itself: a transaction is storing the same notifications when they start (they
  // wait for it), then rolls back, so they insert against each other. Planted removal of the ON
  // CONFLICT clause: the runs fail on the key, every time.
  it('pass-ending reminders: three runs at once store one notification per pass ending within a day', async () => {
    const now = new Date();
    const soon = await member(0);
    const later = await member(0);
    const refunded = await member(0);
    const pass = (userId: number, endsInMs: number, status: 'ACTIVE' | 'REFUND' = 'ACTIVE') => ({
      userId,
      name: 'WELCOME',
      source: 'WELCOME' as const,
      startsAt: new Date(now.getTime() - 86_400_000),
      endsAt: new Date(now.getTime() + endsInMs),
      status,
    });
    const [first, second] = await db()
      .insert(passes)
      .values([
        pass(soon, 6 * 3_600_000),
        pass(soon, 20 * 3_600_000),
        pass(later, 3 * 86_400_000),
        pass(refunded, 3_600_000, 'REFUND'),
      ])
      .returning({ id: passes.id });
    const barrier = await holdLocks(
      (tx) =>
        tx.insert(notifications).values(
          [first, second].map((p) => ({
            userId: soon,
            eventKey: `pass-ending:${p.id}`,
            kind: 'passEnding',
          })),
        ),
      { rollback: true },
    );
    await warmPool();
    const racing = [1, 2, 3].map(() => notifyPassesEnding(now));
    await untilWaitingForLocks(3);
    await barrier.release();
    const runs = await Promise.all(racing);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await notifyPassesEnding(now)).toBe(0);
    const stored = await rowsOf(soon);
    expect(stored.map((n) => n.kind)).toEqual(['passEnding', 'passEnding']);
    expect(new Set(stored.map((n) => n.eventKey)).size).toBe(2);
    expect(await rowsOf(later)).toHaveLength(0);
    expect(await rowsOf(refunded)).toHaveLength(0);
    // Shown in the reader's language with the pass's name and end date.
    const { items } = await page(soon, 1, 'ko');
    expect(items[0].title).toBe('이용권이 곧 종료됩니다');
    expect(items[0].description).toMatch(/^웰컴 이용권.*\d{4}\.\d{2}\.\d{2}에 종료됩니다\.$/);
  });
});

describe('reading and clearing', () => {
  it("another member's notification is not found on open and delete, and stays unread", async () => {
    const owner = await member(0);
    const intruder = await member(0);
    await notify(owner, events.couponRegistered({ id: 1, name: 'Mine' }));
    const [row] = await rowsOf(owner);
    expect((await act(intruder, { intent: 'open', id: String(row.id) })).status).toBe(404);
    expect((await act(intruder, { intent: 'delete', id: String(row.id) })).status).toBe(404);
    expect((await act(intruder, { intent: 'delete', id: '1e3' })).status).toBe(404);
    expect((await act(intruder, { intent: 'open', id: '99999999999' })).status).toBe(404);
    expect((await act(intruder, { intent: 'explode' })).status).toBe(400);
    const [after] = await rowsOf(owner);
    expect(after.readAt).toBeNull();
    expect(after.deletedAt).toBeNull();
    // A visitor is sent to log in.
    const visitor = await outcome(() =>
      action({ request: post({ intent: 'deleteAll' }), params: {}, context: context(null) }),
    );
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/main\/login\?redirectTo=/);
  });

  it('opening marks it read and goes to its link with {domain} replaced by the current tenant', async () => {
    const userId = await member(0);
    await notify(userId, events.welcome(3, 3));
    await notify(userId, events.couponExpiring({ id: 3, name: 'C', endsAt: new Date() }));
    const welcome = (await rowsOf(userId)).find((n) => n.kind === 'welcome')!;
    expect(welcome.link).toBe('/{domain}/account/me');
    const opened = await act(userId, { intent: 'open', id: String(welcome.id) }, 'demo');
    expect(opened).toEqual({ status: 302, location: '/demo/account/me' });
    expect(await countUnread(userId)).toBe(1);
    const { items } = await page(userId);
    expect(items.map((i) => i.title)).toEqual(['A coupon expires soon']);
    // An announcement whose link leaves the site goes to the list instead.
    const [bad] = await db()
      .insert(notifications)
      .values({ userId, eventKey: 'x', kind: 'couponRegistered', params: {}, link: '//evil.example/' })
      .returning();
    expect(await act(userId, { intent: 'open', id: String(bad.id) })).toEqual({
      status: 302,
      location: '/main/notifications',
    });
  });

  it('lists unread ten a page from page 1; delete one, then delete all, touching only its own', async () => {
    const userId = await member(0);
    const other = await member(0);
    for (let i = 1; i <= 12; i++)
      await notify(userId, events.couponRegistered({ id: 100 + i, name: `C${i}` }));
    await notify(other, events.couponRegistered({ id: 1, name: 'Other' }));
    const first = await page(userId);
    expect(first.items).toHaveLength(10);
    expect(first.hasNext).toBe(true);
    expect(first.items[0].date).toMatch(/^\d{4}\.\d{2}\.\d{2}$/);
    const second = await page(userId, 2);
    expect(second.items).toHaveLength(2);
    expect(second.hasNext).toBe(false);

    const removed = await act(userId, { intent: 'delete', id: String(first.items[0].id) });
    expect(removed).toEqual({ status: 302, location: '/main/notifications' });
    expect(await countUnread(userId)).toBe(11);
    const [gone] = await db().select().from(notifications).where(eq(notifications.id, first.items[0].id));
    expect(gone.readAt).not.toBeNull();
    expect(gone.deletedAt).not.toBeNull();
    // From the panel (JavaScript) the action answers data instead of redirecting.
    expect(
      (await act(userId, { intent: 'delete', id: String(first.items[1].id), from: 'panel' })).status,
    ).toBe(200);

    expect(await act(userId, { intent: 'deleteAll' })).toEqual({
      status: 302,
      location: '/main/notifications',
    });
    expect(await countUnread(userId)).toBe(0);
    expect((await listUnread(userId, 1)).items).toEqual([]);
    expect(await countUnread(other)).toBe(1);
  });
  it("a page's session check reads the bell's count with it: this member's unread ones only", async () => {
    const userId = await member(0);
    const other = await member(0);
    await notify(userId, events.couponRegistered({ id: 21, name: 'A' }));
    await notify(userId, events.couponRegistered({ id: 22, name: 'B' }));
    await notify(other, events.couponRegistered({ id: 23, name: 'C' }));
    const [user] = await db().select().from(users).where(eq(users.id, userId));
    const cookie = (await startSession(user)).map((c) => c.split(';')[0]).join('; ');
    const before = await resolveSession(cookie);
    expect(before.viewer?.id).toBe(userId);
    expect(before.unreadNotifications).toBe(2);
    const [first] = (await listUnread(userId, 1)).items;
    await openNotification(userId, first.id);
    expect((await resolveSession(cookie)).unreadNotifications).toBe(1);
  });
});

describe('events that notify', () => {
  it('welcome benefits, a payment, a deposit and a refund each notify once, in the reader language', async () => {
    const userId = (await registerUser(`notify-${crypto.randomUUID()}@example.com`)).id;
    expect((await rowsOf(userId)).map((n) => n.kind)).toEqual(['welcome']);
    await db().delete(passes).where(eq(passes.userId, userId));

    const card = await orderFor(userId);
    const paid = {
      paymentKey: 'pk_notify',
      orderId: card.orderNumber,
      status: 'DONE',
      method: 'CARD',
      easyPayProvider: null,
      totalAmount: card.finalAmount,
      currency: card.currency,
      approvedAt: null,
      raw: {},
    };
    await db().insert(payments).values({
      orderId: card.id,
      provider: 'TOSS',
      paymentKey: paid.paymentKey,
      idempotencyKey: crypto.randomUUID(),
      amount: card.finalAmount,
      currency: card.currency,
    });
    expect(await settlePayment(card, paid)).toMatchObject({ type: 'paid' });
    expect(await settlePayment(card, paid)).toMatchObject({ type: 'paid' }); // settled once, the same answer
    expect(await completeRefund(card.id, null)).toBe(true);
    expect(await completeRefund(card.id, null)).toBe(false);

    const transfer = await orderFor(userId);
    await chooseBankTransfer(userId, transfer.orderNumber);
    await markDepositReceived(transfer.id);
    await expect(markDepositReceived(transfer.id)).rejects.toThrow();

    const kinds = (await rowsOf(userId)).map((n) => n.kind).sort();
    expect(kinds).toEqual(['depositConfirmed', 'paymentCompleted', 'refundCompleted', 'welcome']);
    const ko = await page(userId, 1, 'ko');
    const paymentItem = ko.items.find((i) => i.title === '결제가 완료되었습니다')!;
    expect(paymentItem.description).toContain('₩');
    const en = await page(userId, 1, 'en');
    expect(en.items.map((i) => i.title)).toContain('Deposit confirmed');
    const payment = (await rowsOf(userId)).find((n) => n.kind === 'paymentCompleted')!;
    expect(await act(userId, { intent: 'open', id: String(payment.id) })).toEqual({
      status: 302,
      location: `/main/account/me/ticket/detail/${card.orderNumber}`,
    });
  });

  it('cover letters: one notification when the generation has finished writing', async () => {
    const userId = await member(2);
    const profileId = await resumeWithTarget(userId);
    const { letters } = await startGeneration(
      userId,
      { profileId, questionIds: [1, 2], lang: 'ko', temperature: 70, minLetter: 300, maxLetter: 1000 },
      'ko',
    );
    const result = await writeAll(
      userId,
      letters.map((l) => l.id),
      'ko',
    );
    expect(result.failures).toBe(0);
    const stored = await rowsOf(userId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'lettersFinished', params: { count: 2 } });
    expect(await act(userId, { intent: 'open', id: String(stored[0].id) })).toEqual({
      status: 302,
      location: `/main/profile/result?id=${profileId}`,
    });
  });
});

describe('operator announcements', () => {
  it("a tenant's announcement reaches only its members, is logged, and is 404 for non-operators", async () => {
    const adminId = await member(0);
    await db().update(users).set({ email: 'ops-notify@example.com' }).where(eq(users.id, adminId));
    await grantAdmin(db(), 'ops-notify@example.com');
    const demoA = await member(0);
    const demoB = await member(0);
    const mainMember = await member(0);
    const withdrawn = await member(0);
    await db().update(users).set({ domain: 'demo' }).where(eq(users.id, demoA));
    await db().update(users).set({ domain: 'demo' }).where(eq(users.id, demoB));
    await db().update(users).set({ domain: 'demo', withdrawnAt: new Date() }).where(eq(users.id, withdrawn));
    const send = (userId: number, form: Record<string, string>) =>
      outcome(() =>
        announce({
          request: new Request('http://localhost/main/admin/announcements', {
            method: 'POST',
            body: new URLSearchParams(form),
          }),
          params: {},
          context: context(userId),
        }),
      );
    const form = { audience: 'demo', title: 'Career fair', body: 'Friday at 10', link: '/{domain}/goods' };

    expect((await send(mainMember, form)).status).toBe(404);
    expect(
      (
        await outcome(() =>
          announcementsLoader({
            request: get('/main/admin/announcements'),
            params: {},
            context: context(mainMember),
          }),
        )
      ).status,
    ).toBe(404);
    expect((await send(adminId, { ...form, link: 'https://evil.example' })).status).toBe(400);
    expect((await send(adminId, { ...form, audience: 'nowhere' })).status).toBe(400);
    expect((await send(adminId, { ...form, title: ' ' })).status).toBe(400);

    expect(await send(adminId, form)).toEqual({ status: 302, location: '/main/admin/announcements' });
    for (const id of [demoA, demoB]) {
      const { items } = await page(id);
      expect(items).toEqual([expect.objectContaining({ title: 'Career fair', description: 'Friday at 10' })]);
    }
    expect(await rowsOf(mainMember)).toHaveLength(0);
    expect(await rowsOf(withdrawn)).toHaveLength(0);
    const [row] = await rowsOf(demoA);
    expect(await act(demoA, { intent: 'open', id: String(row.id) }, 'demo')).toEqual({
      status: 302,
      location: '/demo/goods',
    });
    const [log] = await db()
      .select()
      .from(operatorLog)
      .where(and(eq(operatorLog.action, 'ANNOUNCEMENT_SEND'), eq(operatorLog.adminUserId, adminId)));
    expect(log.after).toMatchObject({ domain: 'demo', title: 'Career fair', recipients: 2 });

    // To all members: everyone not withdrawn, whatever their tenant.
    await send(adminId, { audience: 'all', title: 'Maintenance', body: 'Sunday night' });
    expect((await page(mainMember)).items.map((i) => i.title)).toEqual(['Maintenance']);
    expect((await page(demoB)).items.map((i) => i.title)).toEqual(['Maintenance', 'Career fair']);
    const listed = await announcementsLoader({
      request: get('/main/admin/announcements'),
      params: {},
      context: context(adminId),
    });
    expect(listed.sent.map((a) => a.title)).toEqual(['Maintenance', 'Career fair']);
    expect(listed.sent[1].recipients).toBe(2);
  });
});
