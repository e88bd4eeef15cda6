import crypto from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  couponCodes,
  couponIssuances,
  goods,
  operatorLog,
  orders,
  tenants,
  userCoupons,
  users,
  type CouponIssuance,
} from '#db/schema';
import { namedTexts } from '~/features/admin';
import { logOperatorAction, updateLogged } from '~/features/admin/index.server';
import { parseMoney } from '~/lib/money';
import { formatDateTime } from '~/lib/format';
import { db } from '~/lib/db.server';
import type { IssuanceForm, IssuanceNamesForm } from './admin-schemas';

const TARGET = 'COUPON_ISSUANCE';

export function allIssuances(): Promise<CouponIssuance[]> {
  return db().select().from(couponIssuances).orderBy(desc(couponIssuances.id));
}

export async function issuanceById(id: number): Promise<CouponIssuance | null> {
  const [row] = await db().select().from(couponIssuances).where(eq(couponIssuances.id, id));
  return row ?? null;
}

/** Changes a campaign's names and descriptions in ko/en/id (logged with before and after); null when none. */
export async function updateIssuanceNames(
  adminUserId: number,
  id: number,
  form: IssuanceNamesForm,
): Promise<{ type: 'saved'; id: number } | null> {
  return updateLogged(
    couponIssuances,
    id,
    { ...form, updatedAt: new Date() },
    { adminUserId, action: 'COUPON_ISSUANCE_NAMES', targetType: TARGET },
  );
}

/** A Korean calendar day (YYYY-MM-DD) as the instant it starts. */
const koreanDayStart = (day: string) => new Date(`${day}T00:00:00+09:00`);
const DAY_MS = 86_400_000;

class CodeTaken extends Error {}

export type IssuanceSaveResult =
  { type: 'saved'; id: number } | { type: 'invalid'; field: keyof IssuanceForm; message: string };

/**
 * Creates an issuance (and its shared code, if given), logged. Valid from the start of `validFrom` to
 * the end of `validTo`, Korean days. The value is checked against the kind: 1–100 for a percent, a
 * price in the currency's units for a fixed amount.
 */
export async function createIssuance(adminUserId: number, form: IssuanceForm): Promise<IssuanceSaveResult> {
  let value = 0;
  if (form.kind === 'DISCOUNT_PERCENT') {
    value = /^\d{1,3}$/.test(form.value) ? Number(form.value) : 0;
    if (value < 1 || value > 100) return { type: 'invalid', field: 'value', message: 'admin.invalid.value' };
  }
  if (form.kind === 'DISCOUNT_AMOUNT') {
    value = parseMoney(form.value, form.currency ?? 'KRW') ?? 0;
    if (value <= 0) return { type: 'invalid', field: 'value', message: 'admin.invalid.value' };
  }
  let goodsId: number | null = null;
  if (form.kind === 'GOODS') {
    const [item] = await db()
      .select({ id: goods.id })
      .from(goods)
      .where(eq(goods.code, form.goodsCode ?? ''));
    if (!item) return { type: 'invalid', field: 'goodsCode', message: 'admin.invalid.goods' };
    goodsId = item.id;
  }
  let tenantId: number | null = null;
  if (form.kind === 'DOMAIN') {
    const [tenant] = await db()
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.domain, form.tenantDomain ?? ''));
    if (!tenant) return { type: 'invalid', field: 'tenantDomain', message: 'admin.invalid.tenant' };
    tenantId = tenant.id;
  }
  return db()
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(couponIssuances)
        .values({
          ...namedTexts(form),
          kind: form.kind,
          value,
          currency: form.kind === 'DISCOUNT_AMOUNT' ? form.currency : null,
          goodsId,
          tenantId,
          validFrom: koreanDayStart(form.validFrom),
          validTo: new Date(koreanDayStart(form.validTo).getTime() + DAY_MS),
          totalLimit: form.totalLimit ?? null,
          perUserLimit: form.perUserLimit,
        })
        .returning();
      if (form.sharedCode) {
        const [code] = await tx
          .insert(couponCodes)
          .values({ issuanceId: created.id, code: form.sharedCode })
          .onConflictDoNothing()
          .returning();
        if (!code) throw new CodeTaken();
      }
      await logOperatorAction(tx, {
        adminUserId,
        action: 'COUPON_ISSUANCE_CREATE',
        targetType: TARGET,
        targetId: created.id,
        before: null,
        after: { ...created, sharedCode: form.sharedCode ?? null },
      });
      return { type: 'saved', id: created.id } as const;
    })
    .catch((error: unknown) => {
      if (error instanceof CodeTaken)
        return { type: 'invalid', field: 'sharedCode', message: 'admin.invalid.code' } as const;
      throw error;
    });
}

/** Deactivates an issuance: its codes stop registering and its coupons read as expired (logged). */
export async function deactivateIssuance(adminUserId: number, id: number): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(couponIssuances).where(eq(couponIssuances.id, id)).for('update');
    if (!before) return false;
    const [after] = await tx
      .update(couponIssuances)
      .set({ active: false, updatedAt: new Date() })
      .where(eq(couponIssuances.id, id))
      .returning();
    await logOperatorAction(tx, {
      adminUserId,
      action: 'COUPON_ISSUANCE_DEACTIVATE',
      targetType: TARGET,
      targetId: id,
      before,
      after,
    });
    return true;
  });
}

// Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** XXXX-XXXX-XXXX from 60 random bits. */
export function newSingleUseCode(): string {
  const bytes = crypto.randomBytes(12);
  const chars = [...bytes].map((b) => ALPHABET[b % 32]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** Generates `count` new single-use codes for an issuance (logged with how many). */
export async function generateCodes(adminUserId: number, id: number, count: number): Promise<number | null> {
  return db().transaction(async (tx) => {
    const [issuance] = await tx
      .select()
      .from(couponIssuances)
      .where(eq(couponIssuances.id, id))
      .for('update');
    if (!issuance) return null;
    let made = 0;
    while (made < count) {
      const batch = Array.from({ length: Math.min(500, count - made) }, () => ({
        issuanceId: id,
        code: newSingleUseCode(),
        singleUse: true,
      }));
      const rows = await tx
        .insert(couponCodes)
        .values(batch)
        .onConflictDoNothing()
        .returning({ id: couponCodes.id });
      made += rows.length;
    }
    await logOperatorAction(tx, {
      adminUserId,
      action: 'COUPON_CODES_GENERATE',
      targetType: TARGET,
      targetId: id,
      before: null,
      after: { count: made },
    });
    return made;
  });
}

/** An issuance's codes as CSV (code, single use, redeemed at); the download is logged. */
export async function codesCsv(adminUserId: number, id: number): Promise<string | null> {
  const issuance = await issuanceById(id);
  if (!issuance) return null;
  const rows = await db()
    .select()
    .from(couponCodes)
    .where(eq(couponCodes.issuanceId, id))
    .orderBy(asc(couponCodes.id));
  await logOperatorAction(db(), {
    adminUserId,
    action: 'COUPON_CODES_DOWNLOAD',
    targetType: TARGET,
    targetId: id,
    before: null,
    after: { codes: rows.length },
  });
  const lines = rows.map((r) =>
    [r.code, r.singleUse ? 'single-use' : 'shared', r.redeemedAt ? formatDateTime(r.redeemedAt) : ''].join(
      ',',
    ),
  );
  return ['code,type,redeemed_at', ...lines].join('\r\n') + '\r\n';
}

/** Who registered the issuance's coupons, with the code, and when and on which order they were used. */
export function redemptions(id: number, limit = 200) {
  return db()
    .select({
      id: userCoupons.id,
      email: users.email,
      code: couponCodes.code,
      registeredAt: userCoupons.registeredAt,
      usedAt: userCoupons.usedAt,
      orderNumber: orders.orderNumber,
    })
    .from(userCoupons)
    .innerJoin(users, eq(users.id, userCoupons.userId))
    .leftJoin(couponCodes, eq(couponCodes.id, userCoupons.codeId))
    .leftJoin(orders, eq(orders.id, userCoupons.orderId))
    .where(eq(userCoupons.issuanceId, id))
    .orderBy(desc(userCoupons.registeredAt))
    .limit(limit);
}

export async function sharedCodes(id: number) {
  return db()
    .select({ code: couponCodes.code })
    .from(couponCodes)
    .where(and(eq(couponCodes.issuanceId, id), eq(couponCodes.singleUse, false)));
}

export async function singleUseCount(id: number): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(couponCodes)
    .where(and(eq(couponCodes.issuanceId, id), eq(couponCodes.singleUse, true)));
  return Number(row?.n ?? 0);
}

export function issuanceLog(id: number) {
  return db()
    .select({ entry: operatorLog, admin: users.email })
    .from(operatorLog)
    .innerJoin(users, eq(users.id, operatorLog.adminUserId))
    .where(and(eq(operatorLog.targetType, TARGET), eq(operatorLog.targetId, id)))
    .orderBy(desc(operatorLog.createdAt));
}
