// Issue 38 item 12: names an operator wrote in Korean, English and Indonesian are shown in the reader's
// language — the "coupon registered" and "coupon ends soon" notifications (stored once, read in any
// language later) and the pass or institution period named after its goods at purchase.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceTenants } from '#db/seed/tenants';
import { notifyCouponsExpiring } from '~/features/coupons/expiring.server';
import { registerCoupon } from '~/features/coupons/register.server';
import { listUnread } from '~/features/notifications/notifications.server';
import { renderNotifications } from '~/features/notifications/render.server';
import { goodsNamesIn } from '~/features/orders/goods-names.server';
import { issuance } from './coupons-helpers';
import { buyer, withShop } from './commerce-helpers';

withShop();

beforeAll(async () => {
  const { db } = await import('~/lib/db.server');
  await seedReferenceTenants(db());
});

const translated = { name: '봄맞이 할인', nameEn: 'Spring sale', nameId: 'Diskon musim semi' };

async function descriptions(userId: number, kind: string, lng: 'ko' | 'en' | 'id') {
  const { items } = await listUnread(userId, 1);
  const views = await renderNotifications(
    items.filter((n) => n.kind === kind),
    lng,
  );
  return views.map((v) => v.description).join(' ');
}

describe('coupon notifications in the reader language', () => {
  it('the registered coupon is named in English, Indonesian or Korean as the reader reads', async () => {
    const userId = await buyer();
    const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10, ...translated });
    await registerCoupon(userId, 'main', code);
    expect(await descriptions(userId, 'couponRegistered', 'en')).toContain('Spring sale');
    expect(await descriptions(userId, 'couponRegistered', 'en')).not.toContain('봄맞이');
    expect(await descriptions(userId, 'couponRegistered', 'id')).toContain('Diskon musim semi');
    expect(await descriptions(userId, 'couponRegistered', 'ko')).toContain('봄맞이 할인');
  });

  it('a coupon with no Indonesian name reads in English for Indonesian readers', async () => {
    const userId = await buyer();
    const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10, name: '여름 할인', nameEn: 'Summer' });
    await registerCoupon(userId, 'main', code);
    expect(await descriptions(userId, 'couponRegistered', 'id')).toContain('Summer');
  });

  it('the ending-soon reminder names the coupon in the reader language too', async () => {
    const userId = await buyer();
    const { code } = await issuance({
      kind: 'DISCOUNT_PERCENT',
      value: 10,
      ...translated,
      validTo: new Date(Date.now() + 2 * 86_400_000),
    });
    await registerCoupon(userId, 'main', code);
    await notifyCouponsExpiring();
    expect(await descriptions(userId, 'couponExpiring', 'en')).toContain('Spring sale');
    expect(await descriptions(userId, 'couponExpiring', 'id')).toContain('Diskon musim semi');
  });
});

describe('pass and period names', () => {
  it('a name that is one of a goods names reads in the reader language; any other stays', async () => {
    const inId = await goodsNamesIn(['기관 6개월 단체 이용권', 'Institution 1-year group pass', '운영자 기간'], 'id');
    expect(inId('기관 6개월 단체 이용권')).toBe('Paket grup lembaga 6 bulan');
    expect(inId('Institution 1-year group pass')).toBe('Paket grup lembaga 1 tahun');
    expect(inId('운영자 기간')).toBe('운영자 기간');
    const inKo = await goodsNamesIn(['Institution 6-month group pass'], 'ko');
    expect(inKo('Institution 6-month group pass')).toBe('기관 6개월 단체 이용권');
  });
});
