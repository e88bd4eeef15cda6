// Client-side validation of the coupon wallet: the schema its action uses, loaded after the page is
// interactive (see useLazyValidation) so zod is not part of the wallet's first-load JavaScript.
import { validateWith } from '~/lib/validate';
import { registerSchema } from './schemas';

export const validateRegister = validateWith(registerSchema);
