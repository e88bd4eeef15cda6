import { z } from 'zod';
import { rowIdSchema } from '~/lib/ids';

/** Codes are letters, digits and dashes; compared upper-case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{4,40}$/;
export const normaliseCode = (raw: string) => raw.trim().toUpperCase();

/**
 * The wallet's Register form (spec §5, in this order): no code at all → "enter coupon code"; only
 * spaces → "enter the coupon code". What the code names is checked on the server (register.server.ts).
 */
export const registerSchema = z.object({
  couponNumber: z
    .string({ error: 'errors.enterCode' })
    .min(1, 'errors.enterCode')
    .max(60, 'errors.invalidCode')
    .refine((v) => v.trim().length > 0, 'errors.enterTheCode'),
});

/** Use (GOODS) in the wallet: which coupon. */
export const useSchema = z.object({ couponId: rowIdSchema('errors.notFound') });

/** The order page's coupon choice: a coupon, or none (empty) to take it off. */
export const chooseSchema = z.object({
  couponId: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return null;
      const parsed = rowIdSchema().safeParse(raw);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'errors.notFound' });
        return z.NEVER;
      }
      return parsed.data;
    }),
});

export const COUPON_PAGE_SIZE = 15;
