import { desc } from 'drizzle-orm';
import { mailOutbox } from '#db/schema';
import {
  completeEmailVerification,
  confirmEmailLink,
  sendEmailVerification,
  signUp,
  type SignUpInput,
} from '~/features/accounts/signup.server';
import { db } from '~/lib/db.server';

export const ctx = { origin: 'http://localhost:3000', domain: 'main', lng: 'en' as const };

/** The key in the newest outbox mail to an address. */
export async function lastMailKey(to: string): Promise<string> {
  const mails = await db().select().from(mailOutbox).orderBy(desc(mailOutbox.id));
  const mail = mails.find((m) => m.to === to);
  const key = mail?.text.match(/key=([^\s&]+)/)?.[1];
  if (!key) throw new Error(`no mail with a key to ${to}`);
  return decodeURIComponent(key);
}

export function signUpInput(
  email: string,
  authId: string,
  overrides: Partial<SignUpInput> = {},
): SignUpInput {
  return {
    email,
    authId,
    password: 'Passw0rd!',
    name: 'Kim Test',
    country: 'KR',
    countryCode: '+82',
    phoneNumber: '01012345678',
    birthYear: 1999,
    birthMonth: 3,
    userAgeCheck: true,
    serviceTerms: true,
    privacyRequired: true,
    privacyOptional: false,
    marketing: true,
    ...overrides,
  };
}

/** The whole e-mail sign-up: mail, link, complete button, join. */
export async function registerUser(email: string, overrides: Partial<SignUpInput> = {}) {
  const { authId } = await sendEmailVerification(email, ctx);
  await confirmEmailLink(await lastMailKey(email));
  await completeEmailVerification(authId, email);
  return signUp(signUpInput(email, authId, overrides), { domain: 'main', lng: 'en' });
}
