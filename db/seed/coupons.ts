import { eq, sql } from 'drizzle-orm';
import { couponCodes, couponIssuances, goods } from '../schema';
import type { Db } from '../database';

/** Demo coupon codes (docs/features/coupons.md): the welcome gift's pass, 10 % off, and 100 % off. */
export const DEMO_COUPONS = [
  {
    code: 'WELCOME-2026',
    name: '가입 축하 1개월 이용권',
    description: '가입을 축하해요! 1개월 이용권을 바로 사용할 수 있어요.',
    nameEn: '1-month welcome pass',
    nameId: 'Paket sambutan 1 bulan',
    descriptionEn: 'Welcome! Your 1-month pass is ready to use.',
    descriptionId: 'Selamat datang! Paket 1 bulan Anda siap dipakai.',
    kind: 'GOODS' as const,
    value: 0,
    goodsCode: 'KR-PASS-1M',
  },
  {
    code: 'SAVE10',
    name: '10% 할인 쿠폰',
    description: '이용권 구매 시 10% 할인돼요.',
    nameEn: '10% off',
    nameId: 'Diskon 10%',
    descriptionEn: '10% off a pass.',
    descriptionId: 'Diskon 10% untuk pembelian paket.',
    kind: 'DISCOUNT_PERCENT' as const,
    value: 10,
    goodsCode: null,
  },
  {
    code: 'FREE100',
    name: '100% 할인 쿠폰',
    description: '이용권 하나를 무료로 구매할 수 있어요.',
    nameEn: '100% off',
    nameId: 'Diskon 100%',
    descriptionEn: 'One pass for free.',
    descriptionId: 'Satu paket gratis.',
    kind: 'DISCOUNT_PERCENT' as const,
    value: 100,
    goodsCode: null,
  },
];

export async function seedDemoCoupons(db: Db) {
  for (const demo of DEMO_COUPONS) {
    const [existing] = await db
      .select({ id: couponCodes.id })
      .from(couponCodes)
      .where(eq(couponCodes.code, demo.code));
    if (existing) {
      // Seeded before coupons had translations: add them (an operator's own text is kept).
      await db
        .update(couponIssuances)
        .set({
          nameEn: sql`coalesce(${couponIssuances.nameEn}, ${demo.nameEn})`,
          nameId: sql`coalesce(${couponIssuances.nameId}, ${demo.nameId})`,
          descriptionEn: sql`coalesce(${couponIssuances.descriptionEn}, ${demo.descriptionEn})`,
          descriptionId: sql`coalesce(${couponIssuances.descriptionId}, ${demo.descriptionId})`,
        })
        .where(eq(couponIssuances.id, sql`(select issuance_id from coupon_code where id = ${existing.id})`));
      continue;
    }
    const [item] = demo.goodsCode
      ? await db.select({ id: goods.id }).from(goods).where(eq(goods.code, demo.goodsCode))
      : [];
    await db.transaction(async (tx) => {
      const [issuance] = await tx
        .insert(couponIssuances)
        .values({
          name: demo.name,
          description: demo.description,
          nameEn: demo.nameEn,
          nameId: demo.nameId,
          descriptionEn: demo.descriptionEn,
          descriptionId: demo.descriptionId,
          kind: demo.kind,
          value: demo.value,
          goodsId: item?.id ?? null,
          validFrom: new Date('2025-01-01T00:00:00+09:00'),
          validTo: new Date('2031-01-01T00:00:00+09:00'),
          perUserLimit: 1,
        })
        .returning();
      await tx.insert(couponCodes).values({ issuanceId: issuance.id, code: demo.code });
    });
  }
}
