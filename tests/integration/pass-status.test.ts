// A pass's status follows time, use and refunds wherever it is read: my page and the ticket page.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passes, passUses, users } from '#db/schema';
import { viewerOf } from '~/features/accounts/session.server';
import { chargeGeneration } from '~/features/coverletters/credits.server';
import '~/lib/context';
import { db } from '~/lib/db.server';
import { loader as myPage } from '~/routes/($domain)._member.account.me._index';
import { loader as ticketPage } from '~/routes/($domain)._member.account.me.ticket';
import { withTestDatabase } from './test-database';
import { routeContext } from './route-calls';

withTestDatabase();

const DAY = 86_400_000;

async function memberWith(pass: Partial<typeof passes.$inferInsert>) {
  const [user] = await db()
    .insert(users)
    .values({ email: `pass-${crypto.randomUUID()}@example.com`, joinType: 'EMAIL', name: 'Kim' })
    .returning();
  const [row] = await db()
    .insert(passes)
    .values({
      userId: user.id,
      name: 'WELCOME',
      source: 'WELCOME',
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
      ...pass,
    })
    .returning();
  const context = routeContext(viewerOf(user));
  const read = async () => {
    const args = (path: string) => ({
      request: new Request(`http://localhost/main${path}`),
      params: {},
      context,
    });
    const me = await myPage(args('/account/me'));
    const tickets = await ticketPage(args('/account/me/ticket'));
    return { me: me.pass?.status, ticket: tickets.items[0] };
  };
  return { userId: user.id, passId: row.id, read };
}

describe('pass status', () => {
  it('a pass in its period is ACTIVE; once its end date passed it reads OVERDUE on my page and the ticket page', async () => {
    expect((await (await memberWith({})).read()).me).toBe('ACTIVE');
    const ended = await memberWith({
      startsAt: new Date(Date.now() - 4 * DAY),
      endsAt: new Date(Date.now() - DAY),
      status: 'ACTIVE',
    });
    const { me, ticket } = await ended.read();
    expect(me).toBe('OVERDUE');
    expect(ticket.status).toBe('OVERDUE');
  });

  it('a pass whose generations are used up reads COMPLETED and no longer pays', async () => {
    const limited = await memberWith({ generationLimit: 1, source: 'ORDER', name: 'P' });
    expect(await limited.read()).toMatchObject({
      me: 'ACTIVE',
      ticket: { status: 'ACTIVE', used: 0, limit: 1 },
    });
    expect(await chargeGeneration(limited.userId, crypto.randomUUID())).toBe('pass');
    expect(await limited.read()).toMatchObject({ me: 'COMPLETED', ticket: { status: 'COMPLETED', used: 1 } });
    expect(await chargeGeneration(limited.userId, crypto.randomUUID())).toBeNull();
    // A use given back (nothing was written) makes it usable again.
    await db().update(passUses).set({ refundedAt: new Date() }).where(eq(passUses.passId, limited.passId));
    expect((await limited.read()).me).toBe('ACTIVE');
  });

  it('a refunded pass reads REFUND', async () => {
    const refunded = await memberWith({ status: 'REFUND', source: 'ORDER', name: 'P' });
    const { me, ticket } = await refunded.read();
    expect(me).toBe('REFUND');
    expect(ticket.status).toBe('REFUND');
  });

  it('a pass that has not begun is PENDING', async () => {
    const later = await memberWith({
      startsAt: new Date(Date.now() + DAY),
      endsAt: new Date(Date.now() + 3 * DAY),
    });
    expect((await later.read()).ticket.status).toBe('PENDING');
  });
});
