import type { Goods } from '#db/schema';
import { formatMoney, type Currency } from '~/lib/money';
import { localized } from './localized';

/** A product card as the goods page shows it (no server types leak to the browser). */
export function goodsCard(item: Goods, lng: string) {
  return {
    code: item.code,
    name: localized(item, 'name', lng),
    description: localized(item, 'description', lng),
    price: formatMoney(item.amount, item.currency as Currency, lng),
    durationUnit: item.durationUnit,
    durationValue: item.durationValue,
    generationLimit: item.generationLimit,
    best: item.bestFlag,
  };
}
export type GoodsCard = ReturnType<typeof goodsCard>;

/** "3 months" / "1 year": the duration label's key and value. */
export function durationKey(unit: string, value: number): [string, { n: number }] {
  return [value === 1 ? `goods.durationOne.${unit}` : `goods.duration.${unit}`, { n: value }];
}
