import { z } from 'zod';
import { COUPON_CODE_PATTERN } from './schemas';
import { COUPON_KINDS, CURRENCIES } from '#db/schema/enums';
import { translationFields } from '~/features/admin';

export { COUPON_KINDS };

const day = z
  .string({ error: 'admin.invalid.date' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'admin.invalid.date')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00+09:00`)), 'admin.invalid.date');
const limit = z.coerce
  .number({ error: 'admin.invalid.limit' })
  .int('admin.invalid.limit')
  .min(1, 'admin.invalid.limit')
  .max(10_000_000, 'admin.invalid.limit');

/** A campaign's names: the Korean original (required name) and the optional English and Indonesian texts. */
const names = {
  name: z
    .string({ error: 'admin.invalid.name' })
    .trim()
    .min(1, 'admin.invalid.name')
    .max(100, 'admin.invalid.name'),
  description: z.string().trim().max(500, 'admin.invalid.name').optional().default(''),
  ...translationFields,
};

/** The names form on an issuance's page (names and descriptions may change; what it gives may not). */
export const issuanceNamesSchema = z.object(names);
export type IssuanceNamesForm = z.infer<typeof issuanceNamesSchema>;

/** The operator's new issuance. The value is a percent or a price typed in the currency's units. */
export const issuanceFormSchema = z
  .object({
    ...names,
    kind: z.enum(COUPON_KINDS, { error: 'admin.invalid.kind' }),
    value: z.string().trim().max(12, 'admin.invalid.value').optional().default(''),
    currency: z.enum(CURRENCIES).optional(),
    goodsCode: z.string().trim().max(40).optional(),
    tenantDomain: z.string().trim().max(10).optional(),
    validFrom: day,
    validTo: day,
    totalLimit: limit.optional(),
    perUserLimit: limit.default(1),
    sharedCode: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => COUPON_CODE_PATTERN.test(v), 'admin.invalid.code')
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.validTo < v.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'admin.invalid.period' });
    if (v.kind === 'DISCOUNT_AMOUNT' && !v.currency)
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'admin.invalid.currency' });
    if (v.kind === 'GOODS' && !v.goodsCode)
      ctx.addIssue({ code: 'custom', path: ['goodsCode'], message: 'admin.invalid.goods' });
    if (v.kind === 'DOMAIN' && !v.tenantDomain)
      ctx.addIssue({ code: 'custom', path: ['tenantDomain'], message: 'admin.invalid.tenant' });
  });
export type IssuanceForm = z.infer<typeof issuanceFormSchema>;

export const MAX_CODES_PER_RUN = 5000;
export const generateSchema = z.object({
  count: z.coerce
    .number({ error: 'admin.invalid.count' })
    .int('admin.invalid.count')
    .min(1, 'admin.invalid.count')
    .max(MAX_CODES_PER_RUN, 'admin.invalid.count'),
});
