// Client-side validation of the refund dialog: the schema its action uses (a bank-transfer order's
// also asks for the payback account), loaded after the page is interactive (see useLazyValidation) so
// zod is not part of the order page's first-load JavaScript.
import { validateWith } from '~/lib/validate';
import { refundSchema } from './schemas';

export const validateCardRefund = validateWith(refundSchema({ transfer: false }));
export const validateTransferRefund = validateWith(refundSchema({ transfer: true }));
