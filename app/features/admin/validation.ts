// Client-side validation of the operator's forms: the same schemas the actions use, loaded after the
// page is interactive (see useLazyValidation) so zod is not part of any page's first-load JavaScript.
import { validateWith } from '~/lib/validate';
import { grantPeriodSchema, purchaseCodeSchema } from './agency-schemas';
import { goodsFormSchema } from './schemas';

export const validateGrantPeriod = validateWith(grantPeriodSchema);
export const validatePurchaseCode = validateWith(purchaseCodeSchema);
export const validateGoods = validateWith(goodsFormSchema);
