import { z } from 'zod';
import { REFUND_REASONS, REFUND_TEXT_MAX } from './constants';

/** The goods page's purchase form: the chosen product (none chosen → the prompt). */
export const buySchema = z.object({
  goodsCode: z.string({ error: 'goods.choose' }).regex(/^[A-Za-z0-9_-]{1,40}$/, 'goods.choose'),
});

/** The refund dialog: a reason from the list; "other" needs its text (≤ 500). */
export const refundSchema = z
  .object({
    reason: z.enum(REFUND_REASONS, { error: 'refund.chooseReason' }),
    reasonText: z.string().trim().max(REFUND_TEXT_MAX, 'refund.tooLong').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'OTHER' && !value.reasonText)
      ctx.addIssue({ code: 'custom', path: ['reasonText'], message: 'refund.otherRequired' });
  });

/** The success URL's query, as the widget (or the checkout page) sends it. */
export const successQuerySchema = z.object({
  paymentKey: z.string().min(1).max(200),
  orderId: z.string().min(6).max(64),
  amount: z.coerce.number().int().min(0),
});
