import { and, asc, eq } from 'drizzle-orm';
import { goods, users, type Goods } from '#db/schema';
import { db } from '~/lib/db.server';
import type { Currency } from '~/lib/money';
import { currencyOfCountry } from './constants';

/** Goods on sale to individuals (or to institutions) in one currency, in display order. */
export function goodsOnSale(currency: Currency, agency = false): Promise<Goods[]> {
  return db()
    .select()
    .from(goods)
    .where(and(eq(goods.currency, currency), eq(goods.agencyFlag, agency), eq(goods.hidden, false)))
    .orderBy(asc(goods.sortOrder), asc(goods.id));
}

/** A member's goods follow the country of their account (KR → KRW, else USD). */
export async function memberCurrency(userId: number): Promise<Currency> {
  const [user] = await db().select({ country: users.country }).from(users).where(eq(users.id, userId));
  return currencyOfCountry(user?.country);
}

export async function goodsByCode(code: string): Promise<Goods | null> {
  const [row] = await db().select().from(goods).where(eq(goods.code, code));
  return row ?? null;
}
