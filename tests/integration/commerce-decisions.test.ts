// ADR 0020, as the code follows it: a refunded order's coupon comes back; a pass coupon used during the
// welcome pass waits for it (one pass at a time); a member's seat comes from the period ending first;
// staff who open another institution's path are sent to their own.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { licenseSeats, passes, refunds, userCoupons } from '#db/schema';
import { seedGoods } from '#db/seed/goods';
import { withTestDatabase } from './test-database';
import { issuance } from './coupons-helpers';
import { buyer } from './commerce-helpers';
import { answerOf, contextFor, createAgency, createMember, createPeriod } from './agency-helpers';
import '~/lib/context';
import type { SessionViewer } from '~/features/accounts/session.server';
import { joinAgencyOnLogin } from '~/features/agencies/seats.server';
import { redeemGoodsCoupon } from '~/features/coupons/goods-coupon.server';
import { chooseOrderCoupon } from '~/features/coupons/order-coupon.server';
import { registerCoupon } from '~/features/coupons/register.server';
import { chooseBankTransfer, markDepositReceived } from '~/features/orders/bank-transfer.server';
import { createOrder } from '~/features/orders/orders.server';
import { completeTransferRefund, requestRefund } from '~/features/orders/refunds.server';
import { activePass } from '~/features/accounts/index.server';
import { db } from '~/lib/db.server';
import { loader as purchaseLoader, action as purchaseAction } from '~/routes/($domain)._member.agency._index';

const database = withTestDatabase();
beforeAll(async () => {
  await seedGoods(database().db);
});

const DAY = 86_400_000;

describe('1. a coupon used on an order that is later refunded', () => {
  it('comes back unused while its campaign runs; an ended campaign keeps it used', async () => {
    for (const campaignEnded of [false, true]) {
      const userId = await buyer();
      const { code, issuance: campaign } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10 });
      const coupon = await registerCoupon(userId, 'main', code);
      const order = await createOrder(userId, 'KR-PASS-1M');
      await chooseOrderCoupon(userId, order.orderNumber, coupon.id);
      await chooseBankTransfer(userId, order.orderNumber);
      await markDepositReceived(order.id);
      const [used] = await db().select().from(userCoupons).where(eq(userCoupons.id, coupon.id));
      expect(used.usedAt).not.toBeNull();
      await requestRefund({
        userId,
        orderNumber: order.orderNumber,
        reason: 'RARE_USAGE',
        reasonText: null,
        payback: { bank: 'SHINHAN', account: '110123456789', holder: '김환불' },
      });
      const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
      const later = campaignEnded ? new Date(campaign.validTo.getTime() + DAY) : new Date();
      expect(await completeTransferRefund(refund.id, later)).toBe('completed');
      const [after] = await db().select().from(userCoupons).where(eq(userCoupons.id, coupon.id));
      if (campaignEnded) expect(after).toMatchObject({ orderId: order.id });
      else expect(after).toMatchObject({ usedAt: null, orderId: null });
      if (campaignEnded) expect(after.usedAt).not.toBeNull();
      if (!campaignEnded) {
        // …and takes money off the next order.
        const next = await createOrder(userId, 'KR-PASS-1M');
        expect((await chooseOrderCoupon(userId, next.orderNumber, coupon.id)).finalAmount).toBe(8910);
      }
    }
  });
});

describe('2. a GOODS coupon used while the welcome pass runs', () => {
  it('replaces it: the welcome pass ends now and the coupon’s pass starts now; one pass at a time', async () => {
    const userId = await buyer();
    const now = new Date();
    const [welcome] = await db()
      .insert(passes)
      .values({
        userId,
        name: 'WELCOME',
        source: 'WELCOME',
        startsAt: new Date(now.getTime() - DAY),
        endsAt: new Date(now.getTime() + 2 * DAY),
      })
      .returning();
    expect((await activePass(userId, now))?.id).toBe(welcome.id);
    const coupon = await registerCoupon(userId, 'main', (await issuance({ kind: 'GOODS' })).code);
    const order = await redeemGoodsCoupon(userId, coupon.id, now);
    const [ended] = await db().select().from(passes).where(eq(passes.id, welcome.id));
    expect(ended.endsAt.getTime()).toBe(now.getTime());
    const [bought] = await db().select().from(passes).where(eq(passes.orderId, order.id));
    expect(bought.startsAt.getTime()).toBe(now.getTime());
    // Every moment from now on has exactly one pass in force: the coupon's.
    for (const at of [now, new Date(now.getTime() + DAY), new Date(now.getTime() + 3 * DAY)])
      expect((await activePass(userId, at))?.id).toBe(bought.id);
    const inForce = await db().select().from(passes).where(eq(passes.userId, userId));
    expect(inForce.filter((p) => p.startsAt <= now && p.endsAt > now)).toHaveLength(1);
  });
});

describe('3. a member seat comes from the period that ends first', () => {
  it('an older period with room gives the seat; the newly bought one stays untouched', async () => {
    const { agency, domain } = await createAgency();
    const older = await createPeriod(agency.id, { endsAt: new Date(Date.now() + 10 * DAY) });
    const newer = await createPeriod(agency.id, { endsAt: new Date(Date.now() + 200 * DAY) });
    const person = await createMember();
    expect(await joinAgencyOnLogin(person, domain)).toMatchObject({ type: 'joined' });
    const seats = await db().select().from(licenseSeats).where(eq(licenseSeats.userId, person.id));
    expect(seats.map((s) => s.periodId)).toEqual([older.id]);
    expect(seats.map((s) => s.periodId)).not.toContain(newer.id);
  });
});

describe('4. staff who open another institution’s path', () => {
  it('are sent to the same page under their own path (GET); a POST there is the 404 page', async () => {
    const mine = await createAgency();
    const other = await createAgency();
    const viewer = {
      id: mine.staff.user.id,
      role: 'AGENCY',
      joinType: 'AGENCY',
      name: 'Manager',
      email: '',
      firstLogin: false,
    } as unknown as SessionViewer;
    const page = await answerOf(() =>
      purchaseLoader({
        request: new Request(`http://localhost/${other.domain}/agency?code=ABC`),
        params: { domain: other.domain },
        context: contextFor(other.domain, viewer),
      }),
    );
    expect(page.status).toBe(302);
    expect(page.location).toBe(`/${mine.domain}/agency?code=ABC`);
    const post = await answerOf(() =>
      purchaseAction({
        request: new Request(`http://localhost/${other.domain}/agency`, {
          method: 'POST',
          body: new URLSearchParams({ code: 'ABC' }),
        }),
        params: { domain: other.domain },
        context: contextFor(other.domain, viewer),
      }),
    );
    expect(post.status).toBe(404);
    // Under their own path the page answers.
    const home = await answerOf(() =>
      purchaseLoader({
        request: new Request(`http://localhost/${mine.domain}/agency`),
        params: { domain: mine.domain },
        context: contextFor(mine.domain, viewer),
      }),
    );
    expect(home.status).toBe(200);
  });
});
