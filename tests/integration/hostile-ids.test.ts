// The two 500s of issue 26, finding 4, as reported (the fuzz in action-fuzz.test.ts covers every route):
// the personal sign-up's Join with a 36-character authId that is not a UUID, and a `redirectTo` holding
// U+202E on /main/language, /main/promotion and /main/welcome-gift. Each now answers 4xx or a redirect to
// a safe target.
//
// Checked to fail without the protections: with emailVerificationState's test back to
// /^[0-9a-f-]{36}$/ (app/features/accounts/signup.server.ts) the Join threw PostgreSQL's "invalid input
// syntax for type uuid" (a 500); with safeRedirectPath back to refusing only C0 controls
// (app/lib/redirect.ts) the three redirects threw "Cannot convert argument to a ByteString" (a 500).
import type { ActionFunctionArgs } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { startSession, resolveSession } from '~/features/accounts/session.server';
import { action as languageAction } from '~/routes/($domain).language';
import { action as promotionAction } from '~/routes/($domain).promotion';
import { action as signUpAction } from '~/routes/($domain)._default.sign-up';
import { action as welcomeAction } from '~/routes/($domain).welcome-gift';
import { answerOf, contextFor, createMember } from './agency-helpers';
import { formPost } from './form-helpers';
import { withTestDatabase } from './test-database';

withTestDatabase();

describe('ids that are not UUIDs', () => {
  it.each(['-'.repeat(36), 'a'.repeat(36), 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', '0'.repeat(32)])(
    'the sign-up Join with authId %j answers 400 with "verify your e-mail first"',
    async (authId) => {
      const answer = await answerOf(() =>
        signUpAction({
          request: formPost('http://localhost/main/sign-up', {
            intent: 'join',
            authId,
            email: 'fuzz@example.com',
            password: 'Passw0rd!',
            passwordConfirm: 'Passw0rd!',
            name: 'Kim',
            country: 'KR',
            countryCode: '+82',
            phoneNumber: '01012345678',
            birthYear: '1999',
            birthMonth: '3',
            termsAll: 'on',
          }),
          params: {},
          context: contextFor('main'),
        }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ authState: 'none' });
      expect(JSON.stringify(answer.body.result.error)).toContain('validation.emailAuthRequired');
    },
  );
});

describe('redirect targets with odd Unicode', () => {
  const hostile = ['/\u202e/main/profile', '/main/\u200b', '/main/\u2028', '/main/\u0085'];
  const post = async (
    action: (args: ActionFunctionArgs) => Promise<unknown>,
    path: string,
    fields: Record<string, string>,
    member?: Awaited<ReturnType<typeof createMember>>,
  ) => {
    const cookie = member ? (await startSession(member)).map((c) => c.split(';')[0]).join('; ') : '';
    const viewer = member ? (await resolveSession(cookie)).viewer : null;
    return answerOf(() =>
      action({
        request: new Request(`http://localhost${path}`, {
          method: 'POST',
          body: new URLSearchParams(fields),
          headers: cookie ? { cookie } : {},
        }),
        params: {},
        context: contextFor('main', viewer),
      }),
    );
  };

  it.each(hostile)('/main/language, /main/promotion and /main/welcome-gift send %j home', async (target) => {
    const member = await createMember();
    const answers = [
      await post(languageAction, '/main/language', { lng: 'en', redirectTo: target }),
      await post(languageAction, '/main/language', { lng: 'en', redirectTo: target }, member),
      await post(promotionAction, '/main/promotion', { intent: 'close', redirectTo: target }),
      await post(welcomeAction, '/main/welcome-gift', { intent: 'close', redirectTo: target }, member),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(302);
      expect(answer.location).toBe('/main');
    }
  });

  it('a target in another script is kept, percent-encoded', async () => {
    const answer = await post(languageAction, '/main/language', {
      lng: 'ko',
      redirectTo: '/main/culture?q=한',
    });
    expect(answer.location).toBe('/main/culture?q=%ED%95%9C');
  });
});
