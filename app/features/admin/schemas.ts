import { z } from 'zod';
import { CURRENCIES, DURATION_UNITS, ORDER_STATUSES } from '#db/schema/enums';
import { pageSchema } from '~/lib/paging';
import { translationFields } from './translations';

const checkbox = z
  .enum(['on'])
  .optional()
  .transform((v) => v === 'on');

/** The goods form (create and edit). The price is typed in the currency's units (9900, 9.90). */
export const goodsFormSchema = z.object({
  code: z
    .string({ error: 'goods.codeInvalid' })
    .trim()
    .regex(/^[A-Z0-9_-]{1,40}$/, 'goods.codeInvalid'),
  name: z
    .string({ error: 'goods.nameRequired' })
    .trim()
    .min(1, 'goods.nameRequired')
    .max(100, 'goods.nameRequired'),
  description: z.string().trim().max(500, 'goods.descriptionTooLong').optional().default(''),
  ...translationFields,
  price: z
    .string({ error: 'goods.priceInvalid' })
    .trim()
    .min(1, 'goods.priceInvalid')
    .max(12, 'goods.priceInvalid'),
  currency: z.enum(CURRENCIES, { error: 'goods.currencyInvalid' }),
  durationUnit: z.enum(DURATION_UNITS, { error: 'goods.durationInvalid' }),
  durationValue: z.coerce
    .number({ error: 'goods.durationInvalid' })
    .int('goods.durationInvalid')
    .min(1, 'goods.durationInvalid')
    .max(1000, 'goods.durationInvalid'),
  /** Empty: unlimited. */
  generationLimit: z.coerce
    .number({ error: 'goods.limitInvalid' })
    .int('goods.limitInvalid')
    .min(1, 'goods.limitInvalid')
    .max(100_000, 'goods.limitInvalid')
    .optional(),
  sortOrder: z.coerce
    .number({ error: 'goods.sortInvalid' })
    .int('goods.sortInvalid')
    .min(0)
    .max(1000)
    .default(0),
  bestFlag: checkbox,
  agencyFlag: checkbox,
});
export type GoodsForm = z.infer<typeof goodsFormSchema>;

export { ORDER_STATUSES };

/** The orders search: by order number or e-mail (either), and status. */
export const orderSearchSchema = z.object({
  q: z.string().trim().max(254).optional().default(''),
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  page: pageSchema,
});
