// The operator console: 404 for everyone but operators, goods edits and deposits logged with before
// and after, orders searched by number, e-mail and status, a bank-transfer refund paid back by hand.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins, goods, operatorLog, orders, passes, refunds as refundRows, users } from '#db/schema';
import { seedGoods } from '#db/seed/goods';
import { withTestDatabase } from './test-database';
import { getRequest, routeArgs } from './route-calls';
import { member } from './letters-helpers';
import '~/lib/context';
import { grantAdmin } from '~/features/admin/admins.server';
import { chooseBankTransfer } from '~/features/orders/bank-transfer.server';
import { goodsOnSale } from '~/features/orders/goods.server';
import { createOrder } from '~/features/orders/orders.server';
import { requestRefund } from '~/features/orders/refunds.server';
import { db } from '~/lib/db.server';
import { loader as homeLoader } from '~/routes/($domain)._default.admin._index';
import { action as goodsCreate, loader as goodsList } from '~/routes/($domain)._default.admin.goods._index';
import { action as goodsEdit, loader as goodsEditLoader } from '~/routes/($domain)._default.admin.goods.$id';
import { loader as ordersLoader } from '~/routes/($domain)._default.admin.orders._index';
import { action as orderAct, loader as orderLoader } from '~/routes/($domain)._default.admin.orders.$id';
import { loader as refundsLoader } from '~/routes/($domain)._default.admin.refunds._index';
import { action as refundAct, loader as refundLoader } from '~/routes/($domain)._default.admin.refunds.$id';

const database = withTestDatabase();
let adminId = 0;

beforeAll(async () => {
  await seedGoods(database().db);
  adminId = await member(0);
  await db().update(users).set({ email: 'ops@example.com' }).where(eq(users.id, adminId));
  expect(await grantAdmin(db(), 'ops@example.com')).toBe('granted');
  expect(await grantAdmin(db(), 'ops@example.com')).toBe('already');
  expect(await grantAdmin(db(), 'nobody@example.com')).toBe('no-user');
});

const post = (form: Record<string, string>) =>
  new Request('http://localhost/main/admin/x', { method: 'POST', body: new URLSearchParams(form) });
async function status(promise: Promise<unknown>) {
  try {
    const value = await promise;
    if (value instanceof Response) return value.status;
    return (value as { init?: { status?: number } })?.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}
const asAdmin = (request: Request, params: Record<string, string> = {}) =>
  routeArgs(request, { id: adminId }, params);
const goodsForm = {
  code: 'KR-TEST-7D',
  name: '7일 체험권',
  description: 'A week',
  price: '3900',
  currency: 'KRW',
  durationUnit: 'DAY',
  durationValue: '7',
  generationLimit: '5',
  sortOrder: '9',
};

describe('operator console', () => {
  it('is a 404 for visitors and members, on every page and form', async () => {
    const memberId = await member(0);
    for (const viewer of [null, { id: memberId }]) {
      const args = (request: Request, params: Record<string, string> = {}) =>
        routeArgs(request, viewer, params);
      expect(await status(homeLoader(args(getRequest('/main/admin'))))).toBe(404);
      expect(await status(goodsList(args(getRequest('/main/admin/goods'))))).toBe(404);
      expect(await status(goodsCreate(args(post(goodsForm))))).toBe(404);
      expect(await status(goodsEdit(args(post({ intent: 'hide' }), { id: '1' })))).toBe(404);
      expect(await status(ordersLoader(args(getRequest('/main/admin/orders'))))).toBe(404);
      expect(await status(orderAct(args(post({ intent: 'confirm-deposit' }), { id: '1' })))).toBe(404);
      expect(await status(refundsLoader(args(getRequest('/main/admin/refunds'))))).toBe(404);
      expect(await status(refundAct(args(post({ intent: 'complete' }), { id: '1' })))).toBe(404);
    }
    expect(await db().select().from(operatorLog)).toHaveLength(0);
  });

  it('creates, edits and hides goods, each change logged with before and after', async () => {
    expect(await status(goodsCreate(asAdmin(post({ ...goodsForm, price: '39.5' }))))).toBe(400);
    expect(await status(goodsCreate(asAdmin(post({ ...goodsForm, code: 'KR-PASS-1M' }))))).toBe(400);
    const created = (await goodsCreate(asAdmin(post(goodsForm)))) as Response;
    expect(created.status).toBe(302);
    const [item] = await db().select().from(goods).where(eq(goods.code, 'KR-TEST-7D'));
    expect(item).toMatchObject({
      amount: 3900,
      durationUnit: 'DAY',
      durationValue: 7,
      generationLimit: 5,
      hidden: false,
    });

    const id = String(item.id);
    await goodsEdit(
      asAdmin(post({ ...goodsForm, intent: 'save', price: '4900', generationLimit: '' }), { id }),
    );
    const edited = await goodsEditLoader(asAdmin(getRequest('/x'), { id }));
    expect(edited.values).toMatchObject({ price: '4900', generationLimit: '' });
    await goodsEdit(asAdmin(post({ intent: 'hide' }), { id }));
    expect((await goodsOnSale('KRW')).map((g) => g.code)).not.toContain('KR-TEST-7D');

    const log = await db().select().from(operatorLog).where(eq(operatorLog.targetId, item.id));
    expect(log.map((l) => l.action)).toEqual(['GOODS_CREATE', 'GOODS_UPDATE', 'GOODS_HIDE']);
    expect(log[1]).toMatchObject({
      adminUserId: adminId,
      before: { amount: 3900 },
      after: { amount: 4900, generationLimit: null },
    });
    expect(await status(goodsEditLoader(asAdmin(getRequest('/x'), { id: '99999999999' })))).toBe(404);
  });

  it('finds orders by number, e-mail and status; confirms a deposit once and the pass starts', async () => {
    const buyer = await member(0);
    const [row] = await db()
      .update(users)
      .set({ country: 'KR', email: 'transfer.buyer@example.com' })
      .where(eq(users.id, buyer))
      .returning();
    const order = await createOrder(row.id, 'KR-PASS-1M');
    await chooseBankTransfer(row.id, order.orderNumber);

    const byMail = await ordersLoader(asAdmin(getRequest('/main/admin/orders?q=transfer.buyer')));
    expect(byMail.items.map((o) => o.orderNumber)).toEqual([order.orderNumber]);
    const byNumber = await ordersLoader(asAdmin(getRequest(`/main/admin/orders?q=${order.orderNumber}`)));
    expect(byNumber.items).toHaveLength(1);
    const paidOnly = await ordersLoader(
      asAdmin(getRequest('/main/admin/orders?q=transfer.buyer&status=PAID')),
    );
    expect(paidOnly.items).toHaveLength(0);

    const params = { id: String(order.id) };
    const confirmed = (await orderAct(asAdmin(post({ intent: 'confirm-deposit' }), params))) as Response;
    expect(confirmed.status).toBe(302);
    await orderAct(asAdmin(post({ intent: 'confirm-deposit' }), params));
    const [pass] = await db().select().from(passes).where(eq(passes.orderId, order.id));
    expect(pass.status).toBe('ACTIVE');
    const detail = await orderLoader(asAdmin(getRequest('/x'), params));
    expect(detail.order.status).toBe('PAID');
    expect(detail.log.map((l) => l.what)).toEqual(['DEPOSIT_CONFIRM']);
    expect(detail.log[0]).toMatchObject({
      who: 'ops@example.com',
      // Field by field, as the page lists them (a field the row did not have is null, shown in words).
      before: expect.arrayContaining([{ key: 'status', value: 'WAITING_DEPOSIT' }]),
      after: expect.arrayContaining([{ key: 'status', value: 'PAID' }]),
    });

    // The member asks for a refund of the transfer; the operator pays it back by hand.
    expect(
      await requestRefund({
        userId: row.id,
        orderNumber: order.orderNumber,
        reason: 'FEE_EXPENSIVE',
        reasonText: null,
        payback: { bank: 'SHINHAN', account: '110123456789', holder: '김환불' },
      }),
    ).toBe('requested');
    const refunds = await refundsLoader(asAdmin(getRequest('/main/admin/refunds')));
    const refundId = String(refunds.items.find((r) => r.orderNumber === order.orderNumber)!.id);
    const pending = await refundLoader(asAdmin(getRequest('/x'), { id: refundId }));
    expect(pending.canComplete).toBe(true);
    // The operator sees where to pay it back and that the pass was never used (and is out of use now).
    expect(pending.payback).toEqual({ bank: 'SHINHAN', account: '110123456789', holder: '김환불' });
    expect(pending.usage.uses).toEqual([]);
    expect(pending.usage.pass?.heldSince).toMatch(/^\d{4}\.\d{2}\.\d{2} /);
    // The account is stored sealed: its digits are nowhere in the row.
    const [stored] = await db().select().from(refundRows).where(eq(refundRows.orderId, order.id));
    expect(JSON.stringify(stored)).not.toContain('110123456789');
    await refundAct(asAdmin(post({ intent: 'complete' }), { id: refundId }));
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe('REFUNDED');
    expect((await db().select().from(passes).where(eq(passes.orderId, order.id)))[0].status).toBe('REFUND');
    expect((await refundLoader(asAdmin(getRequest('/x'), { id: refundId }))).canComplete).toBe(false);
    expect(await db().select().from(admins)).toHaveLength(1);
  });
});
