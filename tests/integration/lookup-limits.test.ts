// Per-address limits on public look-ups (issue 26, finding 3): the institution sign-up's "business number
// already registered", "login ID taken" and "domain taken" checks (30 look-ups per address per 10 minutes,
// together), and coupon registration (10 refused codes per member and 30 per address per 10 minutes; a
// code that registers costs nothing). The 31st answers 429 with Retry-After and the localized message;
// another address (or member) is unaffected. Through the whole app without JavaScript, the page comes
// back with the message.
//
// Checked to fail without the protection: with the `signUpLookupLimited` calls taken out of checkBizNo
// (app/features/agencies/signup.server.ts) and of the step-2 action's `limited()` (sign-up_.agency.tsx),
// and `registerCouponLimited` replaced by plain `registerCoupon` in the wallet action
// (app/features/coupons/wallet-page.server.ts), every limit test below failed: the 31st look-up answered
// 302 or 200 and the 11th and 31st wrong coupon codes answered 302 with "invalid code" (the classroom
// test, which guards against limiting people who register a right code, passes either way).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGoods } from '#db/seed/goods';
import { startSession } from '~/features/accounts/session.server';
import type { SessionViewer } from '~/features/accounts/session.server';
import { SIGNUP_LOOKUPS_PER_ADDRESS } from '~/features/agencies/signup.server';
import { COUPON_FAILURES_PER_ACCOUNT, COUPON_FAILURES_PER_ADDRESS } from '~/features/coupons/register.server';
import { action as step1 } from '~/routes/($domain)._default.sign-up_.agency-biznumber';
import { action as step2 } from '~/routes/($domain)._default.sign-up_.agency';
import { action as walletAction } from '~/routes/($domain)._member.account.me.coupon';
import { answerOf, contextFor, createMember, validBizNo } from './agency-helpers';
import { startAppServer } from './app-server';
import { issuance } from './coupons-helpers';
import { buyer } from './commerce-helpers';
import { withTestDatabase } from './test-database';

const database = withTestDatabase();
beforeAll(async () => {
  await seedGoods(database().db);
});

const post = (url: string, fields: Record<string, string>, cookie = '') =>
  new Request(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
  });

const checkBizNumber = (ip: string, bizNo = validBizNo()) =>
  answerOf(() =>
    step1({
      request: post('http://localhost/main/sign-up/agency-biznumber', { bizNo }),
      params: {},
      context: contextFor('main', null, ip),
    }),
  );

/** Step 1's signed cookie, so step 2's checks can be posted (taken from an address of its own). */
let ticket = '';
async function stepTwoTicket() {
  ticket ||= (await checkBizNumber('192.0.2.250')).cookies.map((c) => c.split(';')[0]).join('; ');
  return ticket;
}
const check = async (ip: string, intent: 'check-domain' | 'check-login-id', value: string) =>
  answerOf(async () =>
    step2({
      request: post(
        'http://localhost/main/sign-up/agency',
        { intent, domain: value, loginId: value },
        await stepTwoTicket(),
      ),
      params: {},
      context: contextFor('main', null, ip),
    }),
  );

describe('institution sign-up look-ups, per address', () => {
  it('the 31st business-number look-up answers 429; another address goes on', async () => {
    const statuses = [];
    for (let i = 0; i < SIGNUP_LOOKUPS_PER_ADDRESS; i++)
      statuses.push((await checkBizNumber('198.51.100.1')).status);
    expect(new Set(statuses)).toEqual(new Set([302]));
    const refused = await checkBizNumber('198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ bizNo: ['errors:status.429.message'] });
    expect((await checkBizNumber('198.51.100.2')).status).toBe(302);
  });

  it('the 31st login-ID or domain check answers 429 with the message under the field', async () => {
    for (let i = 0; i < SIGNUP_LOOKUPS_PER_ADDRESS / 2; i++) {
      expect((await check('198.51.100.3', 'check-login-id', `staffid${i}`)).status).toBe(200);
      expect((await check('198.51.100.3', 'check-domain', `dom${String.fromCharCode(97 + i)}`)).status).toBe(
        200,
      );
    }
    for (const intent of ['check-login-id', 'check-domain'] as const) {
      const refused = await check('198.51.100.3', intent, 'hanbitschool');
      expect(refused.status).toBe(429);
      expect(refused.body.note).toMatchObject({ ok: false, key: 'errors:status.429.message' });
      // What was typed stays on the page.
      expect(refused.body.result.initialValue).toMatchObject({ loginId: 'hanbitschool' });
    }
    expect((await check('198.51.100.4', 'check-domain', 'hanbit')).status).toBe(200);
    expect((await check('198.51.100.4', 'check-login-id', 'hanbitschool')).status).toBe(200);
  });
});

let ipN = 0;
function registerCode(userId: number, code: string, ip = `203.0.113.${++ipN}`) {
  const viewer = { id: userId, name: 'Kim', email: 'k@example.com', role: 'USER', joinType: 'EMAIL' };
  return answerOf(() =>
    walletAction({
      request: post('http://localhost/main/account/me/coupon', {
        intent: 'register-confirm',
        couponNumber: code,
      }),
      params: {},
      context: contextFor('main', viewer as SessionViewer, ip),
    }),
  );
}
const wrong = (i: number) => `WRONG-${i}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

describe('coupon registration, per member and per address', () => {
  it('the 11th wrong code of one member answers 429 (even a right one then); another member goes on', async () => {
    const member = await buyer();
    for (let i = 0; i < COUPON_FAILURES_PER_ACCOUNT; i++)
      expect((await registerCode(member, wrong(i))).status).toBe(302);
    const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10 });
    const refused = await registerCode(member, code);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ limited: true });
    expect((await registerCode(await buyer(), code)).status).toBe(302);
  });

  it('the 31st wrong code from one address answers 429; another address goes on', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => buyer()));
    for (let i = 0; i < COUPON_FAILURES_PER_ADDRESS; i++)
      expect((await registerCode(members[i % 3], wrong(i), '198.51.100.9')).status).toBe(302);
    expect((await registerCode(members[3], wrong(99), '198.51.100.9')).status).toBe(429);
    expect((await registerCode(members[3], wrong(99), '198.51.100.10')).status).toBe(302);
  });

  it('codes that register cost nothing: a classroom on one address registers a campaign code', async () => {
    const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10 });
    const classroom = await Promise.all(
      Array.from({ length: COUPON_FAILURES_PER_ADDRESS + 5 }, () => buyer()),
    );
    for (const member of classroom)
      expect((await registerCode(member, code, '198.51.100.11')).status).toBe(302);
  });
});

describe('without JavaScript, the page comes back with the message', () => {
  let app: Awaited<ReturnType<typeof startAppServer>>;
  beforeAll(async () => {
    app = await startAppServer();
  }, 120_000);
  afterAll(() => app?.close());

  const send = (path: string, fields: Record<string, string>, cookie = '') =>
    fetch(`${app.base}${path}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'en',
        origin: app.base,
        ...(cookie ? { cookie } : {}),
      },
      redirect: 'manual',
    });

  it('coupon page: 429, Retry-After, and the message in the page', async () => {
    const member = await createMember();
    const cookie = (await startSession(member)).map((c) => c.split(';')[0]).join('; ');
    let res: Response | undefined;
    for (let i = 0; i <= COUPON_FAILURES_PER_ACCOUNT; i++)
      res = await send(
        '/main/account/me/coupon',
        { intent: 'register-confirm', couponNumber: wrong(i) },
        cookie,
      );
    expect(res!.status).toBe(429);
    expect(Number(res!.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await res!.text();
    expect(html).toContain('Too many coupon codes tried. Please wait a few minutes and try again.');
    expect(html).toContain('data-testid="coupon-register"');
  });

  it('business-number page: 429 and the message under the field', async () => {
    let res: Response | undefined;
    for (let i = 0; i <= SIGNUP_LOOKUPS_PER_ADDRESS; i++)
      res = await send('/main/sign-up/agency-biznumber', { bizNo: validBizNo() });
    expect(res!.status).toBe(429);
    expect(Number(res!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res!.text()).toContain(
      'You are sending requests too quickly. Please wait a moment and try again.',
    );
  });
});
