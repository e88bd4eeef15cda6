import type { Currency } from '#db/schema/enums';

/** Money is kept in minor units of its currency: KRW has none, USD has cents. */
export type { Currency };

export const MINOR_UNITS: Record<Currency, number> = { KRW: 0, USD: 2 };

/** One formatter per language and currency: making one costs far more than using it. */
const formatters = new Map<string, Intl.NumberFormat>();

/** ₩9,900 or $9.90, in the reader's language. */
export function formatMoney(amount: number, currency: Currency, lng = 'ko'): string {
  const digits = MINOR_UNITS[currency];
  const key = `${lng}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lng, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    // Languages come from the app's three (and a few test values): the map stays small.
    if (formatters.size < 64) formatters.set(key, format);
  }
  return format.format(amount / 10 ** digits);
}

/** An operator's typed price ("9900", "9.90") in minor units, or null when it is not a price. */
export function parseMoney(text: string, currency: Currency): number | null {
  const digits = MINOR_UNITS[currency];
  const pattern = digits ? /^\d{1,7}(\.\d{1,2})?$/ : /^\d{1,9}$/;
  if (!pattern.test(text.trim())) return null;
  const [whole, fraction = ''] = text.trim().split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0);
}

/** Final amount: price less discounts, never below 0 (spec §9). */
export function finalAmount(price: number, discount: number): number {
  return Math.max(0, price - discount);
}
