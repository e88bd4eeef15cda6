import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { firstProblem, signUpSchema, type EmailAuthState } from '~/features/accounts/schemas';

const NOW = new Date('2026-11-22T12:00:00+09:00');

function problemOf(values: Record<string, string>, emailAuth?: EmailAuthState) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  const submission = parseWithZod(form, { schema: signUpSchema(NOW, { emailAuth }) });
  return firstProblem(submission.reply().error as Record<string, string[]>)?.message ?? null;
}

describe('sign-up checks, one fix at a time, in the spec order', () => {
  it('reports each problem in turn until the form is valid', () => {
    const v: Record<string, string> = { email: 'a@b.co' };
    const seen: (string | null)[] = [];
    const fix = (patch: Record<string, string>) => {
      seen.push(problemOf(v));
      Object.assign(v, patch);
    };
    fix({ authId: '7d1f2b4e-8a3c-4f5e-9b6d-1c2e3f4a5b6c' });
    fix({ passwordConfirm: 'Passw0rd!' }); // both empty: the password first; then a confirmation without it

    fix({ password: 'short' });
    fix({ password: 'short12', passwordConfirm: 'short12' }); // matching but not the format
    fix({ password: 'Passw0rd!', passwordConfirm: 'Passw0rd!' });
    fix({ name: 'Kim 123' });
    fix({ name: '김 Test' });
    fix({ country: 'KR' });
    fix({ countryCode: '+82' });
    fix({ phoneNumber: '12' });
    fix({ phoneNumber: '01012345678' });
    fix({ birthYear: '1900' });
    fix({ birthYear: '2013' });
    fix({ birthMonth: '1' }); // 2013-01 is under 14 in 2026-11
    fix({ birthYear: '2012', birthMonth: '11' }); // exactly 14 at the current month
    fix({ userAgeCheck: 'on', serviceTerms: 'on' });
    fix({ privacyRequired: 'on' });
    seen.push(problemOf(v));
    expect(seen).toEqual([
      'validation.emailAuthRequired',
      'validation.passwordRequired',
      'validation.passwordMismatch',
      'validation.passwordMismatch',
      'validation.passwordFormat',
      'validation.nameRequired',
      'validation.nameInvalid',
      'validation.countryRequired',
      'validation.countryCodeRequired',
      'validation.phoneRequired',
      'validation.phoneInvalid',
      'validation.birthYearRequired',
      'validation.birthYearRange',
      'validation.birthMonthRequired',
      'validation.tooYoung',
      'validation.termsRequired',
      'validation.termsRequired',
      null,
    ]);
  });
});

const AUTH_ID = '7d1f2b4e-8a3c-4f5e-9b6d-1c2e3f4a5b6c';
const VALID = {
  email: 'a@b.co',
  authId: AUTH_ID,
  password: 'Passw0rd!',
  passwordConfirm: 'Passw0rd!',
  name: 'Kim',
  country: 'KR',
  countryCode: '+82',
  phoneNumber: '01012345678',
  birthYear: '1999',
  birthMonth: '3',
  userAgeCheck: 'on',
  serviceTerms: 'on',
  privacyRequired: 'on',
};

describe('e-mail authentication comes first, always', () => {
  it('a verification mailed but not completed is the first problem, before every other field', () => {
    expect(problemOf({ email: 'a@b.co', authId: AUTH_ID }, 'sent')).toBe('validation.emailAuthNotVerified');
    expect(problemOf({ ...VALID, password: '', phoneNumber: '12' }, 'sent')).toBe(
      'validation.emailAuthNotVerified',
    );
    expect(problemOf(VALID, 'sent')).toBe('validation.emailAuthNotVerified');
  });

  it('an id the server does not know (used, expired or made up) asks to verify again', () => {
    expect(problemOf({ ...VALID, name: '' }, 'none')).toBe('validation.emailAuthRequired');
  });

  it('once completed, the other fields are checked in order', () => {
    expect(problemOf({ ...VALID, password: '', passwordConfirm: '', name: '' }, 'completed')).toBe(
      'validation.passwordRequired',
    );
    expect(problemOf({ ...VALID, passwordConfirm: '' }, 'completed')).toBe(
      'validation.passwordConfirmRequired',
    );
    expect(problemOf(VALID, 'completed')).toBeNull();
  });
});
