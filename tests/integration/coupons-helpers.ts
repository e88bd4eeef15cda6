import { eq } from 'drizzle-orm';
import { couponCodes, couponIssuances, goods } from '#db/schema';
import { db } from '~/lib/db.server';

let serial = 0;

/** An issuance with one shared code (or none), valid around now unless told otherwise. */
export async function issuance(
  values: Partial<typeof couponIssuances.$inferInsert> & {
    kind: (typeof couponIssuances.$inferInsert)['kind'];
  },
  code: string | null = `C${Date.now().toString(36).toUpperCase()}-${++serial}`,
) {
  const goodsId =
    values.kind === 'GOODS' && !values.goodsId
      ? (await db().select({ id: goods.id }).from(goods).where(eq(goods.code, 'KR-PASS-1M')))[0].id
      : values.goodsId;
  const [row] = await db()
    .insert(couponIssuances)
    .values({
      name: `Coupon ${serial}`,
      validFrom: new Date(Date.now() - 86_400_000),
      validTo: new Date(Date.now() + 30 * 86_400_000),
      ...values,
      goodsId,
    })
    .returning();
  if (code) await db().insert(couponCodes).values({ issuanceId: row.id, code });
  return { issuance: row, code: code ?? '' };
}

/** Single-use codes of an issuance. */
export async function singleUseCodes(issuanceId: number, count: number) {
  const codes = Array.from({ length: count }, (_, i) => `SU${issuanceId}-${i}-${++serial}`);
  await db()
    .insert(couponCodes)
    .values(codes.map((code) => ({ issuanceId, code, singleUse: true })));
  return codes;
}
