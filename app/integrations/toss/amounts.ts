import { MINOR_UNITS, type Currency } from '~/lib/money';

/**
 * The app keeps money in integer minor units (KRW 9900 = ₩9,900, USD 990 = $9.90); Toss states an
 * amount in the currency's own unit: KRW as an integer (9900), USD as a decimal with up to two
 * places (9.9, 664.98). These convert at the boundary, both ways, and are the only place that does.
 * Client-safe (the browser widget uses them too).
 */

function digitsOf(currency: string): number | undefined {
  return Object.hasOwn(MINOR_UNITS, currency) ? MINOR_UNITS[currency as Currency] : undefined;
}

/**
 * Minor units → the number Toss takes: 990 USD → 9.9, 66498 USD → 664.98, 9900 KRW → 9900.
 * Exact: the integer is divided by a power of ten once, which gives the double nearest the decimal
 * (the same one `Number('9.9')` gives), so `JSON.stringify` writes `9.9`, never `9.900000000000001`.
 */
export function toProviderAmount(minor: number, currency: Currency): number {
  const digits = digitsOf(currency);
  if (digits === undefined) throw new RangeError(`unknown currency ${currency}`);
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`amount ${minor} is not a whole number of minor units`);
  return digits === 0 ? minor : minor / 10 ** digits;
}

/**
 * A number Toss reported (totalAmount, …) → minor units: 9.9 USD → 990, 664.98 → 66498,
 * 9.899999 → 990 (rounded to the nearest cent). An unknown currency, or no number, gives NaN, which
 * equals no stored amount, so such a report never settles an order.
 */
export function fromProviderAmount(value: unknown, currency: string): number {
  const digits = digitsOf(currency);
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (digits === undefined || !Number.isFinite(n)) return NaN;
  return Math.round(n * 10 ** digits);
}

/**
 * An amount as Toss writes it into the success URL's query (`amount=9.9`, `amount=9900`) → minor
 * units, read strictly from the text (no float on the way): digits, and no more decimal places
 * than the currency has (trailing zeros aside: `9.90` and `9900.0` are fine). Anything else → null.
 */
export function parseProviderAmount(text: string, currency: string): number | null {
  const digits = digitsOf(currency);
  if (digits === undefined) return null;
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0);
  return Number.isSafeInteger(minor) ? minor : null;
}
