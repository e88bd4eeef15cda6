// Client-side validation of the account forms: the same schemas the actions use, loaded after the page
// is interactive (see useLazyValidation) so zod is not part of any page's first-load JavaScript.
import { parseWithZod } from '@conform-to/zod/v4';
import { validateWith } from '~/lib/validate';
import {
  currentPasswordSchema,
  emailAuthSchema,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  accountEditSchema,
  signUpSchema,
  socialSignUpSchema,
  type EmailAuthState,
} from './schemas';

type Context = { formData: FormData };

// The page's hidden authState is where the server left the e-mail authentication, so it comes first here too.
const emailAuthOf = (formData: FormData): EmailAuthState => {
  const state = formData.get('authState');
  return state === 'sent' || state === 'completed' ? state : 'none';
};
// The e-mail buttons check the address only; Join, and a field left (blur: no button), the whole form,
// of which conform shows the fields touched so far (the confirmation's mismatch as soon as it is left).
const EMAIL_INTENTS = ['send-auth', 'complete-auth'];
export const validateSignUp = ({ formData }: Context) =>
  EMAIL_INTENTS.includes(String(formData.get('intent')))
    ? parseWithZod(formData, { schema: emailAuthSchema })
    : parseWithZod(formData, { schema: signUpSchema(new Date(), { emailAuth: emailAuthOf(formData) }) });
export const validateSocialSignUp = ({ formData }: Context) =>
  parseWithZod(formData, { schema: socialSignUpSchema(new Date()) });
export const validateAccountEdit = ({ formData }: Context) =>
  parseWithZod(formData, { schema: accountEditSchema(new Date()) });
export const validateCurrentPassword = validateWith(currentPasswordSchema);
export const validateNewPassword = validateWith(newPasswordSchema);
export const validateLogin = validateWith(loginSchema);
export const validateForgotPassword = validateWith(forgotPasswordSchema);
