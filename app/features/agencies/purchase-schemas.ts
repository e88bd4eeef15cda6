import { z } from 'zod';
import { emailField } from '~/lib/fields';
import { bizNoField } from './bizno-field';
import { PAYMENT_METHODS } from './purchase-methods';

/** How purchase codes are typed: letters, digits and dashes, compared upper-case. */
export const PURCHASE_CODE_PATTERN = /^[A-Z0-9-]{1,40}$/;

export function normalisePurchaseCode(raw: unknown): string {
  return String(raw ?? '')
    .trim()
    .toUpperCase()
    .slice(0, 60);
}

/**
 * The institution's order on `/agency` (spec §5: business number and a valid e-mail required; card or
 * cash). Messages are `agencyPurchase` keys. The business number keeps digits only.
 */
export const agencyOrderSchema = z.object({
  code: z
    .string({ error: 'agencyPurchase:code.required' })
    .trim()
    .min(1, 'agencyPurchase:code.required')
    .max(60, 'agencyPurchase:code.notFound'),
  bizNo: bizNoField('agencyPurchase:order.bizNoRequired', (digits) =>
    digits.length(10, 'agencyPurchase:order.bizNoNotRegistered'),
  ),
  email: emailField('agencyPurchase:order.emailRequired', 'agencyPurchase:order.emailInvalid'),
  method: z.enum(PAYMENT_METHODS, { error: 'agencyPurchase:order.methodRequired' }),
});
export type AgencyOrderInput = z.infer<typeof agencyOrderSchema>;
