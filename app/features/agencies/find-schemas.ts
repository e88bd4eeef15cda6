import { z } from 'zod';
import { emailField } from '~/lib/fields';
import { bizNoField } from './bizno-field';

// Find ID and find password (spec §2, §5), one schema each, shared by the actions and useForm.
// Messages are keys of the `agencies` namespace.

const bizNo = bizNoField('find.bizNoRequired');

export const findIdSchema = z.object({ bizNo });

/** Both required, the e-mail's format checked; which of them is wrong is said in that order. */
export const findPasswordSchema = z.object({
  bizNo,
  email: emailField('find.emailRequired', 'find.emailInvalid'),
});
