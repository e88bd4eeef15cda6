// Client-side validation of the operator's coupon forms: the schemas their actions use, loaded after
// the page is interactive (see useLazyValidation) so zod is not part of the console's first-load JavaScript.
import { validateWith } from '~/lib/validate';
import { generateSchema, issuanceFormSchema, issuanceNamesSchema } from './admin-schemas';

export const validateIssuance = validateWith(issuanceFormSchema);
export const validateIssuanceNames = validateWith(issuanceNamesSchema);
export const validateGenerate = validateWith(generateSchema);
