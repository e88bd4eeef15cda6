import { describe, expect, it } from 'vitest';
import '~/lib/context';
import * as kakaoReturn from '~/routes/auth.kakao';
import * as naverReturn from '~/routes/auth.naver';
import * as socialStart from '~/routes/($domain).login.$provider';
import { routeContext } from './route-calls';

const context = routeContext();

const statusOf = async (run: () => unknown) => {
  try {
    await run();
  } catch (error) {
    return (error as { init?: ResponseInit }).init?.status;
  }
  return 'no error';
};

describe('social sign-in with no provider configured', () => {
  it('the provider returns answer 404 as pages (rendered by the error page, not a bare JSON error)', async () => {
    for (const route of [kakaoReturn, naverReturn]) {
      const request = new Request('http://localhost/auth/kakao?code=c&state=s');
      expect(await statusOf(() => route.loader({ request, params: {}, context }))).toBe(404);
      // A route with a component is a page: Remix renders its thrown 404 with the root error page.
      expect(typeof route.default).toBe('function');
    }
  });

  it('the login page buttons answer 404 as a page too', async () => {
    const request = new Request('http://localhost/main/login/kakao', {
      method: 'POST',
      body: new URLSearchParams(),
    });
    expect(
      await statusOf(() => socialStart.action({ request, params: { provider: 'kakao' }, context })),
    ).toBe(404);
    expect(typeof socialStart.default).toBe('function');
  });
});
