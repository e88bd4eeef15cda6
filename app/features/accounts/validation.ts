// Client-side validation of the account forms: the same schemas the actions use, loaded after the page
// is interactive (see useLazyValidation) so zod is not part of any page's first-load JavaScript.
import { parseWithZod } from '@conform-to/zod/v4';
import {
  currentPasswordSchema,
  emailAuthSchema,
  newPasswordSchema,
  accountEditSchema,
  signUpSchema,
  socialSignUpSchema,
} from './schemas';

type Context = { formData: FormData };

export const validateSignUp = ({ formData }: Context) =>
  formData.get('intent') === 'join'
    ? parseWithZod(formData, { schema: signUpSchema(new Date()) })
    : parseWithZod(formData, { schema: emailAuthSchema });
export const validateSocialSignUp = ({ formData }: Context) =>
  parseWithZod(formData, { schema: socialSignUpSchema(new Date()) });
export const validateAccountEdit = ({ formData }: Context) =>
  parseWithZod(formData, { schema: accountEditSchema(new Date()) });
export const validateCurrentPassword = ({ formData }: Context) =>
  parseWithZod(formData, { schema: currentPasswordSchema });
export const validateNewPassword = ({ formData }: Context) =>
  parseWithZod(formData, { schema: newPasswordSchema });
