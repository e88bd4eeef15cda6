import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { agencies } from '#db/schema';
import { resolveSession } from '~/features/accounts/session.server';
import { loginWithAgencyId } from '~/features/agencies/login.server';
import { db } from '~/lib/db.server';
import { HONEYPOT_TIME_FIELD } from '~/lib/honeypot';
import { honeypotToken } from '~/lib/honeypot.server';
import { action as loginAction } from '~/routes/($domain)._footerless.login';
import { contextFor, createAgency, createMember, PASSWORD } from './agency-helpers';
import { withTestDatabase } from './test-database';

vi.hoisted(() => {
  process.env.LOGIN_ATTEMPTS_PER_IP = '1000';
});

withTestDatabase();

let n = 0;
const ip = () => `198.51.100.${++n}`;

/** The login page's institution tab, posted without JavaScript from `/{domain}/login`. */
function agencyLogin(domain: string, fields: Record<string, string>) {
  return loginAction({
    request: new Request(`http://localhost/${domain}/login`, {
      method: 'POST',
      body: new URLSearchParams({
        intent: 'agency-login',
        [HONEYPOT_TIME_FIELD]: honeypotToken(Date.now() - 60_000),
        ...fields,
      }),
    }),
    params: { domain },
    context: contextFor(domain, null, ip()),
  }) as Promise<Response>;
}

/** The status of an action's answer: a redirect Response, or data() with its init. */
const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : (answer as { init: ResponseInit }).init.status;

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe('institution sign-in (login id and password)', () => {
  it('lands staff on their own domain root with a session that names the institution', async () => {
    const { domain, staff } = await createAgency({ name: 'Hanbit University' });
    const res = await agencyLogin('main', { agencyLoginId: staff.loginId.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/${domain}`);
    const session = await resolveSession(cookiesOf(res));
    expect(session.viewer).toMatchObject({ role: 'AGENCY', institutionName: 'Hanbit University' });
    expect(session.viewer?.email).toBe(`${staff.loginId}@inst.example.com`);
  });

  it('answers an unknown id and a wrong password alike, and blank fields without a lookup', async () => {
    const { staff } = await createAgency();
    const unknown = await loginWithAgencyId('nobody-here', PASSWORD, { ip: ip() });
    const wrong = await loginWithAgencyId(staff.loginId, 'Wrong1234', { ip: ip() });
    expect(unknown).toEqual({ ok: false, code: 20002 });
    expect(wrong).toEqual(unknown);
    const blank = await agencyLogin('main', { agencyLoginId: '   ', password: PASSWORD });
    expect(statusOf(blank)).toBe(400);
  });

  it('a personal e-mail account cannot sign in on the institution tab', async () => {
    const member = await createMember();
    expect(await loginWithAgencyId(member.email!, PASSWORD, { ip: ip() })).toEqual({
      ok: false,
      code: 20002,
    });
  });

  it('the 5th wrong password is a toast pointing to find password, then the account is locked', async () => {
    const { staff } = await createAgency();
    for (let i = 0; i < 4; i++) {
      const res = await agencyLogin('main', { agencyLoginId: staff.loginId, password: 'Wrong1234' });
      expect(statusOf(res)).toBe(401);
    }
    const fifth = await agencyLogin('main', { agencyLoginId: staff.loginId, password: 'Wrong1234' });
    expect(fifth.status).toBe(302);
    expect(fifth.headers.get('Location')).toBe('/main/login?userType=AGENCY');
    expect(fifth.headers.getSetCookie().some((c) => c.startsWith('toast='))).toBe(true);
    expect(await loginWithAgencyId(staff.loginId, PASSWORD, { ip: ip() })).toEqual({
      ok: false,
      code: 20011,
    });
  });

  it('refuses the staff of a suspended institution', async () => {
    const { agency, staff } = await createAgency();
    await db().update(agencies).set({ status: 'SUSPENDED' }).where(eq(agencies.id, agency.id));
    const res = await agencyLogin('main', { agencyLoginId: staff.loginId, password: PASSWORD });
    expect(statusOf(res)).toBe(403);
    expect(res instanceof Response).toBe(false);
  });
});
