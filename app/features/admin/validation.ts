// Client-side validation of the operator's forms: the same schemas the actions use, loaded after the
// page is interactive (see useLazyValidation) so zod is not part of any page's first-load JavaScript.
import { parseWithZod } from '@conform-to/zod/v4';
import { grantPeriodSchema, purchaseCodeSchema } from './agency-schemas';

type Context = { formData: FormData };

export const validateGrantPeriod = ({ formData }: Context) =>
  parseWithZod(formData, { schema: grantPeriodSchema });
export const validatePurchaseCode = ({ formData }: Context) =>
  parseWithZod(formData, { schema: purchaseCodeSchema });
