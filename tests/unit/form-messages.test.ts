// Every message a form's schema can give a person is a translation key: blank, whitespace-only, dashes
// and overlong values, through conform's parse as the actions and the pages run it (conform turns an
// empty field into undefined, which a bare z.string() would answer with zod's own English sentence).
import { parseWithZod, getZodConstraint } from '@conform-to/zod/v4';
import type { ZodType } from 'zod';
import { describe, expect, it } from 'vitest';
import { loginSchema, forgotPasswordSchema, accountEditSchema } from '~/features/accounts/schemas';
import { grantPeriodSchema, purchaseCodeSchema } from '~/features/admin/agency-schemas';
import { findIdSchema, findPasswordSchema } from '~/features/agencies/find-schemas';
import { institutionEditSchema } from '~/features/agencies/institution-edit';
import { agencyLoginSchema } from '~/features/agencies/login-schema';
import { agencyOrderSchema } from '~/features/agencies/purchase-schemas';
import { commentSchema } from '~/features/agencies/sharing-schemas';
import { agencySignUpFields, agencySignUpSchema, bizNoSchema } from '~/features/agencies/signup-schemas';
import { registerSchema } from '~/features/coupons/schemas';
import { editSchema } from '~/features/coverletters/schemas';
import { jobChoiceSchema } from '~/features/culture/schemas';

type Errors = Record<string, string[] | null>;

const KEY = /^[a-z][A-Za-z0-9]*([.:][A-Za-z0-9_]+)+$/;

/** name, the schema the page's constraints come from, the action's schema, fields the page sets itself. */
const forms: [string, ZodType, ZodType, string[]?][] = [
  ['login', loginSchema, loginSchema],
  ['forgot password', forgotPasswordSchema, forgotPasswordSchema],
  ['account edit', accountEditSchema(new Date('2026-06-01')), accountEditSchema(new Date('2026-06-01'))],
  ['institution login', agencyLoginSchema, agencyLoginSchema],
  ['business number', bizNoSchema, bizNoSchema],
  ['institution sign-up', agencySignUpFields, agencySignUpSchema],
  ['find id', findIdSchema, findIdSchema],
  ['find password', findPasswordSchema, findPasswordSchema],
  ['institution edit', institutionEditSchema, institutionEditSchema],
  ['institution order', agencyOrderSchema, agencyOrderSchema],
  ['comment', commentSchema, commentSchema],
  ['grant period', grantPeriodSchema, grantPeriodSchema],
  ['purchase code', purchaseCodeSchema, purchaseCodeSchema],
  ['coupon register', registerSchema, registerSchema],
  ['letter edit', editSchema, editSchema, ['letterId']],
  ['job step', jobChoiceSchema, jobChoiceSchema],
];

describe('form schemas speak in translation keys', () => {
  it.each(forms)('%s', (_name, fields, schema, hidden = []) => {
    const names = Object.keys(getZodConstraint(fields)).filter((n) => !n.includes('['));
    for (const value of ['', '   ', '--', 'x', '-1', 'x'.repeat(3000)]) {
      const form = new FormData();
      for (const n of names) form.set(n, value);
      const submission = parseWithZod(form, { schema });
      for (const [field, messages] of Object.entries(
        (submission as { error?: Errors | null }).error ?? {},
      ).filter(([field]) => !hidden.includes(field)))
        for (const message of messages ?? [])
          expect(message, `${field} = ${JSON.stringify(value.slice(0, 10))}`).toMatch(KEY);
    }
  });
});
