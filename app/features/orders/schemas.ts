import { z } from 'zod';
import { PAYBACK_BANKS, REFUND_REASONS, REFUND_TEXT_MAX } from './constants';

/** The goods page's purchase form: the chosen product (none chosen → the prompt). */
export const buySchema = z.object({
  goodsCode: z.string({ error: 'goods.choose' }).regex(/^[A-Za-z0-9_-]{1,40}$/, 'goods.choose'),
});

/**
 * The test-payment page's buttons (test mode only): how to approve, or decline. Anything else is a
 * decline, as a provider's widget answers a payment it cannot make.
 */
export const testCheckoutSchema = z.object({
  choice: z.enum(['CARD', 'KAKAOPAY', 'PAYPAL', 'DECLINE']).catch('DECLINE'),
});

/** A bank account number as people type it: digits with dashes or spaces, 8–16 digits once they go. */
const accountNumber = z
  .string({ error: 'refund.accountRequired' })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{8,16}$/, 'refund.accountInvalid'));

/**
 * The refund dialog: a reason from the list; "other" needs its text (≤ 500). A bank-transfer order is
 * paid back by an operator, so its refund also asks where to: bank, account number and holder.
 */
export function refundSchema(opts: { transfer: boolean }) {
  return z
    .object({
      reason: z.enum(REFUND_REASONS, { error: 'refund.chooseReason' }),
      reasonText: z.string().trim().max(REFUND_TEXT_MAX, 'refund.tooLong').optional(),
      bank: opts.transfer
        ? z.enum(PAYBACK_BANKS, { error: 'refund.bankRequired' })
        : z.undefined().catch(undefined),
      account: opts.transfer ? accountNumber : z.undefined().catch(undefined),
      holder: opts.transfer
        ? z
            .string({ error: 'refund.holderRequired' })
            .trim()
            .min(1, 'refund.holderRequired')
            .max(30, 'refund.holderTooLong')
        : z.undefined().catch(undefined),
    })
    .superRefine((value, ctx) => {
      if (value.reason === 'OTHER' && !value.reasonText)
        ctx.addIssue({ code: 'custom', path: ['reasonText'], message: 'refund.otherRequired' });
    });
}

/** The success URL's query, as the widget (or the checkout page) sends it. */
export const successQuerySchema = z.object({
  paymentKey: z.string().min(1).max(200),
  orderId: z.string().min(6).max(64),
  /** In the provider's format (whole won, or dollars with cents as decimals: 9.9), read per currency. */
  amount: z.string().min(1).max(20),
});

/** Toss's ids as Toss issues them: orderId 6–64 of A–Z a–z 0–9 - _; paymentKey at most 200 of those and `.`. */
// (The webhook is answered by status, never shown; its messages are the common key all the same.)
const tossOrderId = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'validation.invalid');
const tossPaymentKey = z.string().regex(/^[A-Za-z0-9_.-]{1,200}$/, 'validation.invalid');

/**
 * A Toss webhook's body, as far as we read it: PAYMENT_STATUS_CHANGED carries the payment under
 * `data` (paymentKey, orderId), DEPOSIT_CALLBACK its orderId at the top. Other fields are Toss's and
 * not read. An id that is not a string of Toss's characters (a NUL byte, a number, 10 KB) is refused
 * here, before any query.
 */
export const tossWebhookSchema = z.object({
  eventType: z.string().max(100, 'validation.invalid').optional(),
  orderId: tossOrderId.optional(),
  data: z.object({ paymentKey: tossPaymentKey.optional(), orderId: tossOrderId.optional() }).optional(),
});
export type TossWebhookEvent = z.infer<typeof tossWebhookSchema>;
