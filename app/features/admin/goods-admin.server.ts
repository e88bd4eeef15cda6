import { asc, eq } from 'drizzle-orm';
import { goods, type Goods } from '#db/schema';
import { parseMoney } from '~/lib/money';
import { db } from '~/lib/db.server';
import { logOperatorAction, updateLogged } from './admins.server';
import { namedTexts } from './translations';
import type { GoodsForm } from './schemas';

export function allGoods(): Promise<Goods[]> {
  return db().select().from(goods).orderBy(asc(goods.currency), asc(goods.sortOrder), asc(goods.id));
}

export async function goodsById(id: number): Promise<Goods | null> {
  const [row] = await db().select().from(goods).where(eq(goods.id, id));
  return row ?? null;
}

export type GoodsSaveResult =
  { type: 'saved'; id: number } | { type: 'invalid'; field: keyof GoodsForm; message: string };

function values(form: GoodsForm) {
  const amount = parseMoney(form.price, form.currency);
  if (amount === null) return null;
  return {
    code: form.code,
    ...namedTexts(form),
    amount,
    currency: form.currency,
    durationUnit: form.durationUnit,
    durationValue: form.durationValue,
    generationLimit: form.generationLimit ?? null,
    sortOrder: form.sortOrder,
    bestFlag: form.bestFlag,
    agencyFlag: form.agencyFlag,
  };
}

/** Creates goods (logged); the code must be new. */
export async function createGoods(adminUserId: number, form: GoodsForm): Promise<GoodsSaveResult> {
  const row = values(form);
  if (!row) return { type: 'invalid', field: 'price', message: 'goods.priceInvalid' };
  return db().transaction(async (tx) => {
    const [created] = await tx
      .insert(goods)
      .values(row)
      .onConflictDoNothing({ target: goods.code })
      .returning();
    if (!created) return { type: 'invalid', field: 'code', message: 'goods.codeTaken' } as const;
    await logOperatorAction(tx, {
      adminUserId,
      action: 'GOODS_CREATE',
      targetType: 'GOODS',
      targetId: created.id,
      before: null,
      after: created,
    });
    return { type: 'saved', id: created.id } as const;
  });
}

/** Edits goods (logged with before and after). Orders keep what they were sold as. */
export async function updateGoods(
  adminUserId: number,
  id: number,
  form: GoodsForm,
): Promise<GoodsSaveResult | null> {
  const row = values(form);
  if (!row) return { type: 'invalid', field: 'price', message: 'goods.priceInvalid' };
  return updateLogged(
    goods,
    id,
    { ...row, updatedAt: new Date() },
    { adminUserId, action: 'GOODS_UPDATE', targetType: 'GOODS' },
    async (tx) => {
      const [clash] = await tx.select({ id: goods.id }).from(goods).where(eq(goods.code, row.code));
      return clash && clash.id !== id
        ? ({ type: 'invalid', field: 'code', message: 'goods.codeTaken' } as const)
        : null;
    },
  );
}

/** Hides goods from sale or puts them back (logged). */
export async function setGoodsHidden(adminUserId: number, id: number, hidden: boolean): Promise<boolean> {
  const action = hidden ? 'GOODS_HIDE' : 'GOODS_SHOW';
  const saved = await updateLogged(
    goods,
    id,
    { hidden, updatedAt: new Date() },
    { adminUserId, action, targetType: 'GOODS' },
  );
  return saved !== null;
}
