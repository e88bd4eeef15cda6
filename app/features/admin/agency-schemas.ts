import { z } from 'zod';
import { requiredText } from '~/lib/fields';
import { rowIdSchema } from '~/lib/ids';

// The period's order is checked even when another field failed, so every problem shows at once.
const always = { when: () => true };

/** Seats of a code or a period: a whole number, 1 to 100,000. */
const seats = z.coerce
  .number({ error: 'admin:codes.errors.seats' })
  .int('admin:codes.errors.seats')
  .min(1, 'admin:codes.errors.seats')
  .max(100_000, 'admin:codes.errors.seats');

const date = (key: string) =>
  z
    .string({ error: key })
    .regex(/^\d{4}-\d{2}-\d{2}$/, key)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), key);

/** A purchase code (messages: `admin:` keys). Empty code: one is generated. Price in the goods' currency units. */
export const purchaseCodeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .max(40, 'admin:codes.errors.code')
      .refine((v) => v === '' || /^[A-Z0-9-]{4,40}$/.test(v), 'admin:codes.errors.code')
      .default(''),
    /** Empty: any institution may use the code. */
    agency: z.string().trim().max(20, 'admin:codes.errors.agency').default(''),
    goodsCode: z
      .string({ error: 'admin:codes.errors.goods' })
      .trim()
      .min(1, 'admin:codes.errors.goods')
      .max(40),
    seats,
    price: z
      .string({ error: 'admin:codes.errors.price' })
      .trim()
      .min(1, 'admin:codes.errors.price')
      .max(12, 'admin:codes.errors.price'),
    validFrom: date('admin:codes.errors.dates'),
    validTo: date('admin:codes.errors.dates'),
  })
  .refine((v) => !v.validFrom || !v.validTo || v.validTo > v.validFrom, {
    path: ['validTo'],
    message: 'admin:codes.errors.dates',
    ...always,
  });
export type PurchaseCodeForm = z.infer<typeof purchaseCodeSchema>;

/** A period granted by hand (a deal paid outside the product). */
export const grantPeriodSchema = z
  .object({
    agency: requiredText('admin:periods.errors.agency', 20),
    name: requiredText('admin:periods.errors.name', 100),
    seats,
    startsAt: date('admin:codes.errors.dates'),
    endsAt: date('admin:codes.errors.dates'),
    /** Empty: unlimited. */
    generationLimit: z
      .string()
      .trim()
      .max(6, 'admin:periods.errors.limit')
      .refine((v) => v === '' || /^[1-9]\d{0,5}$/.test(v), 'admin:periods.errors.limit')
      .default(''),
  })
  .refine((v) => !v.startsAt || !v.endsAt || v.endsAt > v.startsAt, {
    path: ['endsAt'],
    message: 'admin:codes.errors.dates',
    ...always,
  });
export type GrantPeriodForm = z.infer<typeof grantPeriodSchema>;

/** The buttons of a row in a console table: which button (`intent`) and the row's id (hidden). */
function rowActionSchema<const I extends readonly [string, ...string[]], K extends string = 'id'>(
  intents: I,
  key: K = 'id' as K,
) {
  return z
    .object({ intent: z.enum(intents) })
    .extend({ [key]: rowIdSchema() } as Record<K, ReturnType<typeof rowIdSchema>>);
}

/** A period's own buttons (its row): close or reopen joining, set its seats. */
export const periodRowSchema = rowActionSchema(['close', 'reopen', 'seats']);

/** Raising (or lowering, never below the seats in use) a period's seats. */
export const periodSeatsSchema = z.object({
  seats: z.coerce.number().int().min(1).max(100_000),
});

/** An institution's row in the console: suspend or reinstate it, deactivate or reactivate its tenant. */
export const agencyRowSchema = rowActionSchema(
  ['suspend', 'reinstate', 'deactivate', 'activate'],
  'agencyId',
);

/** A purchase code's own button (its row): deactivate or reactivate it. */
export const purchaseCodeRowSchema = rowActionSchema(['deactivate', 'activate']);
