import { z } from 'zod';
import { rowIdSchema } from '~/lib/ids';

// The period's order is checked even when another field failed, so every problem shows at once.
const always = { when: () => true };

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
    seats: z.coerce
      .number({ error: 'admin:codes.errors.seats' })
      .int('admin:codes.errors.seats')
      .min(1, 'admin:codes.errors.seats')
      .max(100_000, 'admin:codes.errors.seats'),
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
    agency: z
      .string({ error: 'admin:periods.errors.agency' })
      .trim()
      .min(1, 'admin:periods.errors.agency')
      .max(20, 'admin:periods.errors.agency'),
    name: z
      .string({ error: 'admin:periods.errors.name' })
      .trim()
      .min(1, 'admin:periods.errors.name')
      .max(100, 'admin:periods.errors.name'),
    seats: z.coerce
      .number({ error: 'admin:codes.errors.seats' })
      .int('admin:codes.errors.seats')
      .min(1, 'admin:codes.errors.seats')
      .max(100_000, 'admin:codes.errors.seats'),
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

/** A period's own buttons (its row): close or reopen joining, set its seats. */
export const periodRowSchema = z.object({
  intent: z.enum(['close', 'reopen', 'seats']),
  id: rowIdSchema(),
});

/** Raising (or lowering, never below the seats in use) a period's seats. */
export const periodSeatsSchema = z.object({
  seats: z.coerce.number().int().min(1).max(100_000),
});

/** An institution's row in the console: suspend or reinstate it, deactivate or reactivate its tenant. */
export const agencyRowSchema = z.object({
  intent: z.enum(['suspend', 'reinstate', 'deactivate', 'activate']),
  agencyId: rowIdSchema(),
});

/** A purchase code's own button (its row): deactivate or reactivate it. */
export const purchaseCodeRowSchema = z.object({
  intent: z.enum(['deactivate', 'activate']),
  id: rowIdSchema(),
});
