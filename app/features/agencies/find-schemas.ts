import { z } from 'zod';
import { EMAIL_PATTERN } from '~/features/accounts';
import { bizNoDigits } from './bizno';

// Find ID and find password (spec §2, §5), one schema each, shared by the actions and useForm.
// Messages are keys of the `agencies` namespace.

/** The business number as typed: digits only are kept (dashes, spaces), at least one. */
const bizNo = z
  .string({ error: 'find.bizNoRequired' })
  .transform(bizNoDigits)
  .pipe(z.string({ error: 'find.bizNoRequired' }).min(1, 'find.bizNoRequired'));

export const findIdSchema = z.object({ bizNo });

/** Both required, the e-mail's format checked; which of them is wrong is said in that order. */
export const findPasswordSchema = z.object({
  bizNo,
  email: z
    .string({ error: 'find.emailRequired' })
    .trim()
    .min(1, 'find.emailRequired')
    .max(254, 'find.emailInvalid')
    .regex(EMAIL_PATTERN, 'find.emailInvalid'),
});
