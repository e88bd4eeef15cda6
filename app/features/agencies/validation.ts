// Client-side validation of the institutions' forms: the same schemas the actions use, loaded after the
// page is interactive (see useLazyValidation) so zod is not part of any page's first-load JavaScript.
import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { validateWith } from '~/lib/validate';
import { findIdSchema, findPasswordSchema } from './find-schemas';
import { institutionEditSchema } from './institution-edit';
import { agencyLoginSchema } from './login-schema';
import { agencyOrderSchema } from './purchase-schemas';
import { commentSchema } from './sharing-schemas';
import { agencyLookupSchema, agencySignUpSchema, bizNoSchema } from './signup-schemas';

type Context = { formData: FormData };

/** The duplicate checks post only what they check; every other button (and Enter) signs up. */
export const validateAgencySignUp = ({ formData }: Context): Submission<Record<string, unknown>> => {
  const intent = formData.get('intent');
  return intent === 'check-domain' || intent === 'check-login-id'
    ? parseWithZod(formData, { schema: agencyLookupSchema })
    : parseWithZod(formData, { schema: agencySignUpSchema });
};
export const validateBizNo = validateWith(bizNoSchema);
export const validateAgencyLogin = validateWith(agencyLoginSchema);
export const validateInstitutionEdit = validateWith(institutionEditSchema);
export const validateAgencyOrder = validateWith(agencyOrderSchema);
export const validateFindId = validateWith(findIdSchema);
export const validateFindPassword = validateWith(findPasswordSchema);
export const validateComment = validateWith(commentSchema);
