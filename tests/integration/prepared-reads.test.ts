// The member pages' prepared reads (issue 39): the ticket page's passes, their uses, orders and goods
// names, an application's page and the posting list are statements built once per database, with the
// owner and every list as parameters (`= any($1)`). What could go wrong in a prepared read: the owner
// check bound once instead of per call, a list of ids bound as one value, one filter shape's statement
// answering another's. The result screen's letters (one statement per scope: every letter, none of an
// application's, one application's), the member's own questions and the pass and credits it checks too. Each case runs on PostgreSQL and on PGlite (the embedded default of `npm start`),
// which bind parameters and arrays each their own way.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverLetters, goods, orders, passes, passUses, questions, users } from '#db/schema';
import { seedReference } from '#db/seed';
import { activePass, creditBalance } from '~/features/accounts/passes.server';
import { viewerOf } from '~/features/accounts/session.server';
import { isEligible } from '~/features/coverletters/credits.server';
import { letterGroups } from '~/features/coverletters/letters.server';
import { ownQuestions } from '~/features/coverletters/questions.server';
import { createApplication, findApplication } from '~/features/applications/applications.server';
import { listPostings } from '~/features/profiles/positions.server';
import { database, db, openPglite, setDatabase, type Database } from '~/lib/db.server';
import { loader as ticketPage } from '~/routes/($domain)._member.account.me.ticket';
import { member, resumeWithTarget } from './letters-helpers';
import { getRequest, routeContext } from './route-calls';
import { withTestDatabase } from './test-database';

withTestDatabase();

const DAY = 86_400_000;
const eqId = (id: number) => eq(passes.id, id);

async function memberNamed(name: string) {
  const [user] = await db()
    .insert(users)
    .values({ email: `prepared-${crypto.randomUUID()}@example.com`, joinType: 'EMAIL', name })
    .returning();
  return user;
}

async function orderOf(userId: number, status: 'PAID' | 'WAITING_DEPOSIT', amount: number) {
  const [item] = await db().select({ id: goods.id }).from(goods).where(eq(goods.code, 'KR-PASS-1M'));
  const [row] = await db()
    .insert(orders)
    .values({
      goodsId: item.id,
      orderNumber: `T${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`,
      userId,
      orderName: '1-month pass',
      price: amount,
      finalAmount: amount,
      currency: 'KRW',
      durationUnit: 'MONTH',
      durationValue: 1,
      customerKey: crypto.randomUUID(),
      status,
      depositDeadline: new Date(Date.now() + DAY),
    })
    .returning();
  return row;
}

async function passOf(userId: number, at: number, values: Partial<typeof passes.$inferInsert> = {}) {
  const [row] = await db()
    .insert(passes)
    .values({
      userId,
      name: '1개월 이용권',
      source: 'ORDER',
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 30 * DAY),
      generationLimit: 30,
      createdAt: new Date(Date.now() - at * 1000),
      ...values,
    })
    .returning();
  return row;
}

const ticketsOf = async (user: typeof users.$inferSelect, page = 1) =>
  ticketPage({
    request: getRequest(`/main/account/me/ticket${page > 1 ? `?page=${page}` : ''}`),
    params: {},
    context: routeContext(viewerOf(user)),
  });

function cases() {
  it('the ticket page: each member sees their own passes, uses, orders and waiting transfers, a page at a time', async () => {
    const owner = await memberNamed('Owner');
    const other = await memberNamed('Other');
    const bought = await orderOf(owner.id, 'PAID', 9_900);
    const bought2 = await orderOf(owner.id, 'PAID', 29_700);
    const waiting = await orderOf(owner.id, 'WAITING_DEPOSIT', 9_900);
    // Twelve passes: two pages. The newest two carry orders; the newest has three uses, one given back.
    const made = [];
    for (let i = 0; i < 12; i++) made.push(await passOf(owner.id, 100 - i));
    const newest = made[11];
    await db().update(passes).set({ orderId: bought.id }).where(eqId(newest.id));
    await db().update(passes).set({ orderId: bought2.id }).where(eqId(made[10].id));
    for (const refundedAt of [null, null, new Date()])
      await db()
        .insert(passUses)
        .values({ generationId: crypto.randomUUID(), passId: newest.id, userId: owner.id, refundedAt });
    await db()
      .insert(passUses)
      .values({ generationId: crypto.randomUUID(), passId: made[10].id, userId: owner.id });
    // Another member's pass pointing at an order of the owner's: the order stays the owner's.
    const strayOrder = await orderOf(owner.id, 'PAID', 1_000);
    const forged = await passOf(other.id, 1, { orderId: strayOrder.id });

    const first = await ticketsOf(owner);
    expect(first.items.map((p) => p.id)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((p) => p.id),
    );
    expect(first.hasNext).toBe(true);
    expect(first.items[0].used).toBe(2);
    expect(first.items[1].used).toBe(1);
    expect(first.items.slice(2).every((p) => p.used === 0)).toBe(true);
    // Stored in Korean, shown in the reader's language (English; goods names bound as one array).
    expect(first.items[0].name).toBe('1-month pass');
    expect(Object.keys(first.orders).map(Number).sort()).toEqual([made[10].id, newest.id].sort());
    expect(first.orders[newest.id].orderNumber).toBe(bought.orderNumber);
    expect(first.orders[made[10].id].orderNumber).toBe(bought2.orderNumber);
    expect(first.waiting.map((w) => w.orderNumber)).toEqual([waiting.orderNumber]);
    const second = await ticketsOf(owner, 2);
    expect(second.items.map((p) => p.id)).toEqual([made[1].id, made[0].id]);
    expect(second.hasNext).toBe(false);

    const theirs = await ticketsOf(other);
    expect(theirs.items.map((p) => p.id)).toEqual([forged.id]);
    expect(theirs.items[0].used).toBe(0);
    expect(theirs.orders).toEqual({});
    expect(theirs.waiting).toEqual([]);
  });

  it("an application's read: its owner gets it, another member's id gets nothing", async () => {
    const owner = await memberNamed('Owner');
    const other = await memberNamed('Other');
    const made = await createApplication(owner.id, { companyName: '준비된회사', notes: '' });
    const mine = await createApplication(other.id, { companyName: '다른회사', notes: '' });
    if (typeof made === 'string' || typeof mine === 'string') throw new Error('not made');
    expect((await findApplication(owner.id, made.id))?.companyName).toBe('준비된회사');
    expect(await findApplication(other.id, made.id)).toBeNull();
    expect((await findApplication(other.id, mine.id))?.companyName).toBe('다른회사');
    expect(await findApplication(owner.id, mine.id)).toBeNull();
  });

  it('the posting list: each filter shape answers its own filters, in turn on one database', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const base = {
      country: 'KR' as const,
      locationId: null,
      categoryId: null,
      companyName: '',
      cultureTags: [],
    };
    const all = await listPostings(base, 1, 'ko', today);
    expect(all.items.length).toBeGreaterThan(0);
    const some = all.items[0];
    for (let round = 0; round < 2; round++) {
      const tagged = await listPostings({ ...base, cultureTags: [some.cultureTags[0]] }, 1, 'ko', today);
      expect(tagged.items.length).toBeGreaterThan(0);
      expect(tagged.items.every((p) => p.cultureTags.includes(some.cultureTags[0]))).toBe(true);
      const named = await listPostings({ ...base, companyName: some.companyName }, 1, 'ko', today);
      expect(named.items.length).toBeGreaterThan(0);
      expect(named.items.every((p) => p.companyName === some.companyName)).toBe(true);
      const nowhere = await listPostings({ ...base, companyName: '100%_없는회사' }, 1, 'ko', today);
      expect(nowhere.items).toEqual([]);
      const again = await listPostings(base, 1, 'ko', today);
      expect(again.items.map((p) => p.id)).toEqual(all.items.map((p) => p.id));
      const next = await listPostings(base, 2, 'ko', today);
      expect(next.items.some((p) => all.items.some((q) => q.id === p.id))).toBe(false);
    }
  });
  it("the result screen's letters, own questions, pass and credits: each member reads only their own", async () => {
    const owner = await member(0, true);
    const other = await member(2);
    const profileId = await resumeWithTarget(owner);
    const made = await createApplication(owner, { companyName: '준비된회사', notes: '', profileId });
    const elsewhere = await createApplication(owner, { companyName: '다른회사', notes: '', profileId });
    if (typeof made === 'string' || typeof elsewhere === 'string') throw new Error('not made');
    const question = async (text: string, values: Partial<typeof questions.$inferInsert> = {}) => {
      const [row] = await db()
        .insert(questions)
        .values({
          type: 'CUSTOM',
          intent: 'motivation',
          userId: owner,
          profileId,
          text: { ko: text, en: text, id: text },
          maxLength: 800,
          limitType: 'with-spaces',
          ...values,
        })
        .returning();
      return row;
    };
    const ofResume = await question('이력서의 질문');
    const ofApp = await question('지원의 질문', { applicationId: made.id });
    const ofElsewhere = await question('다른 지원의 질문', { applicationId: elsewhere.id });
    const deleted = await question('지운 질문', { active: false });
    const letterTo = async (q: { id: number; text: { ko: string } }, applicationId: number | null) => {
      const [row] = await db()
        .insert(coverLetters)
        .values({
          userId: owner,
          profileId,
          questionId: q.id,
          questionText: q.text.ko,
          applicationId,
          generationId: crypto.randomUUID(),
          lang: 'ko',
          temperature: 0.7,
          minLetter: 100,
          maxLetter: 500,
          status: 'DONE',
          writer: 'builtin',
          content: `${q.text.ko}의 답`,
        })
        .returning();
      return row.id;
    };
    const toResume = await letterTo(ofResume, null);
    const toApp = await letterTo(ofApp, made.id);
    const toElsewhere = await letterTo(ofElsewhere, elsewhere.id);
    const ids = (r: { id: number }[]) => r.map((x) => x.id);
    const shown = async (userId: number, applicationId?: number | null) =>
      (await letterGroups(userId, profileId, {}, applicationId)).groups.flatMap((g) => ids(g.items)).sort();
    for (let round = 0; round < 2; round++) {
      expect(ids(await ownQuestions(owner, profileId))).toEqual([ofResume.id, ofApp.id, ofElsewhere.id]);
      expect(ids(await ownQuestions(owner, profileId, { applicationId: made.id }))).toEqual([
        ofResume.id,
        ofApp.id,
      ]);
      expect(ids(await ownQuestions(owner, profileId, { withDeleted: true }))).toContain(deleted.id);
      expect(await ownQuestions(other, profileId)).toEqual([]);
      expect(await ownQuestions(other, profileId, { applicationId: made.id })).toEqual([]);
      expect(await shown(owner, null)).toEqual([toResume]);
      expect(await shown(owner, made.id)).toEqual([toResume, toApp].sort());
      expect(await shown(owner, elsewhere.id)).toEqual([toResume, toElsewhere].sort());
      expect(await shown(owner)).toEqual([toResume, toApp, toElsewhere].sort());
      for (const scope of [null, made.id, undefined]) expect(await shown(other, scope)).toEqual([]);
      // The pass is the owner's, the credits the other's; the prepared reads answer as the plain ones.
      const now = new Date();
      expect((await activePass(owner, now))?.name).toBe('P');
      expect(await activePass(owner, now)).toEqual(await activePass(owner, now, db()));
      expect(await activePass(other, now)).toBeNull();
      expect(await creditBalance(other)).toBe(2);
      expect(await creditBalance(owner)).toBe(0);
      expect(await isEligible(owner)).toBe(true);
      expect(await isEligible(other)).toBe(true);
      expect(await isEligible(await member(0))).toBe(false);
    }
  });
}

describe('on PostgreSQL', () => {
  beforeAll(async () => {
    await seedReference(db());
  });
  cases();
});

describe('on PGlite', () => {
  let kept: Database;
  let embedded: Database;
  beforeAll(async () => {
    kept = database();
    embedded = await openPglite('memory://');
    await embedded.migrate();
    await seedReference(embedded.db);
    setDatabase(embedded);
  }, 120_000);
  afterAll(async () => {
    setDatabase(kept);
    await embedded?.close();
  });
  cases();
});
