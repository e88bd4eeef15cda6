import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '#db/schema';
import { firstProblem } from '~/features/accounts/schemas';
import { confirmEmailLink } from '~/features/accounts/signup.server';
import { db } from '~/lib/db.server';
import { HONEYPOT_TIME_FIELD } from '~/lib/honeypot';
import { action as loginAction } from '~/routes/($domain)._footerless.login';
import { action as signUpAction } from '~/routes/($domain)._default.sign-up';
import { lastMailKey, registerUser } from './accounts-helpers';
import { formPost, servedAgo, visitor } from './form-helpers';
import { withTestDatabase } from './test-database';

withTestDatabase();

type Answer = {
  init: { status: number } | null;
  data: {
    result: { error?: Record<string, string[]> };
    authState: string;
    authId: string;
    notice: { key: string; tone: string } | null;
  };
};

async function signUpForm(fields: Record<string, string>) {
  const request = formPost('http://localhost/main/sign-up', fields);
  const res = await signUpAction({ request, params: {}, context: visitor });
  return res as unknown as Answer | Response;
}

const asAnswer = (value: Answer | Response) => {
  if (value instanceof Response) throw new Error(`expected a form answer, got ${value.status}`);
  return value;
};
const problem = (a: Answer) => firstProblem(a.data.result.error ?? null)?.message ?? null;

const PROFILE = {
  name: 'Kim Test',
  country: 'KR',
  countryCode: '+82',
  phoneNumber: '01012345678',
  birthYear: '1999',
  birthMonth: '3',
  userAgeCheck: 'on',
  serviceTerms: 'on',
  privacyRequired: 'on',
};

describe('sign-up form: e-mail authentication first, and a pending verification is kept', () => {
  it('reports the unfinished verification first, keeps it through failed joins, then joins', async () => {
    const email = 'order@example.com';
    const sent = asAnswer(await signUpForm({ intent: 'send-auth', email }));
    expect(sent.data.authState).toBe('sent');
    const authId = sent.data.authId;

    // Mailed but not completed: that is the first problem, whatever else is wrong, and it survives.
    const early = asAnswer(
      await signUpForm({ intent: 'join', email, authId, authState: 'sent', ...PROFILE, phoneNumber: '1' }),
    );
    expect(early.init?.status).toBe(400);
    expect(problem(early)).toBe('validation.emailAuthNotVerified');
    expect(early.data).toMatchObject({ authState: 'sent', authId });

    // A forged "completed" state changes nothing: the server asks the database.
    const forged = asAnswer(
      await signUpForm({
        intent: 'join',
        email,
        authId,
        authState: 'completed',
        password: 'Passw0rd!',
        passwordConfirm: 'Passw0rd!',
        ...PROFILE,
      }),
    );
    expect(problem(forged)).toBe('validation.emailAuthNotVerified');
    expect(forged.data).toMatchObject({ authState: 'sent', authId });

    await confirmEmailLink(await lastMailKey(email));
    const completed = asAnswer(
      await signUpForm({ intent: 'complete-auth', email, authId, authState: 'sent' }),
    );
    expect(completed.data).toMatchObject({ authState: 'completed', authId });

    // Both passwords empty: the first message asks for the password, not its confirmation.
    const noPassword = asAnswer(
      await signUpForm({ intent: 'join', email, authId, authState: 'completed', ...PROFILE }),
    );
    expect(problem(noPassword)).toBe('validation.passwordRequired');
    expect(noPassword.data).toMatchObject({ authState: 'completed', authId });

    const joined = await signUpForm({
      intent: 'join',
      email,
      authId,
      authState: 'completed',
      password: 'Passw0rd!',
      passwordConfirm: 'Passw0rd!',
      ...PROFILE,
    });
    expect(joined).toBeInstanceOf(Response);
    expect((joined as Response).headers.get('location')).toBe('/main/login');
  });
});

describe('honeypot time check on public forms', () => {
  const mailsTo = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, to));

  it('refuses a verification request sent faster than a person could, or with a forged or missing time', async () => {
    const [time, signature] = servedAgo(0).split('.');
    const cases = {
      tooFast: servedAgo(0),
      forged: `${Number(time) - 60_000}.${signature}`,
      missing: '',
    };
    for (const [name, token] of Object.entries(cases)) {
      const to = `bot-${name.toLowerCase()}@example.com`;
      const answer = asAnswer(
        await signUpForm({ intent: 'send-auth', email: to, [HONEYPOT_TIME_FIELD]: token }),
      );
      expect(answer.init?.status, name).toBe(400);
      expect(answer.data.notice, name).toEqual({ key: 'errors:formTooFast', tone: 'error' });
      expect(await mailsTo(to), name).toHaveLength(0);
    }
  });

  it('refuses a login sent faster than a person could, even with the right password', async () => {
    await registerUser('quick@example.com');
    const login = (token: string) =>
      loginAction({
        request: formPost('http://localhost/main/login', {
          email: 'quick@example.com',
          password: 'Passw0rd!',
          [HONEYPOT_TIME_FIELD]: token,
        }),
        params: {},
        context: visitor,
      });
    const quick = (await login(servedAgo(0))) as unknown as { init: { status: number }; data: unknown };
    expect(quick.init.status).toBe(400);
    expect(quick.data).toMatchObject({ refused: true });
    const person = (await login(servedAgo(3_000))) as Response;
    expect(person.status).toBe(302);
    expect(person.headers.getSetCookie().some((c) => c.startsWith('rt='))).toBe(true);
  });
});
