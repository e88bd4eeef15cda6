import { z } from 'zod';
import { COUNTRIES, PHONE_CODES, PHONE_PATTERN } from '~/features/accounts';
import { emailField, requiredText } from '~/lib/fields';

const required = (max: number, key: string) => requiredText(key, max);

/**
 * An institution's edit form (spec §2, §5: institution name, representative, zip code, address, dept,
 * position, manager e-mail, contact name, country, code, phone required). Login id, business number and
 * domain are not part of it: they cannot change. Messages are `agencies:` keys.
 */
export const institutionEditSchema = z.object({
  agencyName: required(100, 'agencies:signup.errors.agencyName'),
  bossName: required(50, 'agencies:signup.errors.bossName'),
  country: z.enum(COUNTRIES, { error: 'agencies:edit.errors.country' }),
  zipCode: z
    .string({ error: 'agencies:signup.errors.zipRequired' })
    .trim()
    .min(1, 'agencies:signup.errors.zipRequired')
    .regex(/^\d{5,10}$/, 'agencies:signup.errors.zipInvalid'),
  address: required(200, 'agencies:signup.errors.address'),
  subAddress: z.string().trim().max(200, 'agencies:signup.errors.address').default(''),
  managerName: required(50, 'agencies:signup.errors.managerName'),
  dept: required(50, 'agencies:edit.errors.dept'),
  position: required(50, 'agencies:edit.errors.position'),
  email: emailField('agencies:signup.errors.emailRequired', 'agencies:signup.errors.emailInvalid'),
  countryCode: z.enum(PHONE_CODES, { error: 'agencies:signup.errors.phoneCode' }),
  phoneNumber: z
    .string({ error: 'agencies:signup.errors.phoneRequired' })
    .trim()
    .min(1, 'agencies:signup.errors.phoneRequired')
    .regex(PHONE_PATTERN, 'agencies:signup.errors.phoneInvalid'),
});
export type InstitutionEdit = z.infer<typeof institutionEditSchema>;
