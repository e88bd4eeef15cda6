// Find ID and find password for institutions, posted as a browser without JavaScript posts them: the
// business number finds the login id (rate-limited per address, against harvesting); the number and the
// sign-up e-mail mail a reset link to the manager e-mail only when both match (same answer either way),
// and that link's page sets the staff account's password, which then signs in.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '#db/schema';
import { loginWithAgencyId } from '~/features/agencies/login.server';
import { findProblem } from '~/features/agencies/find-problem';
import { db } from '~/lib/db.server';
import { action as findId } from '~/routes/($domain)._footerless.agency.find.id';
import { action as findPassword } from '~/routes/($domain)._footerless.agency.find.password';
import { action as resetAction, loader as resetPage } from '~/routes/($domain)._footerless.forgot-password';
import { answerOf, contextFor, createAgency, validBizNo } from './agency-helpers';
import { withTestDatabase } from './test-database';

vi.hoisted(() => {
  process.env.LOGIN_ATTEMPTS_PER_IP = '1000';
});

withTestDatabase();

let ipN = 0;
const freshIp = () => `192.0.2.${++ipN}`;

const post = (url: string, fields: Record<string, string>) =>
  new Request(url, { method: 'POST', body: new URLSearchParams(fields) });

const lookUp = (bizNo: string, ip = freshIp()) =>
  answerOf(() =>
    findId({
      request: post('http://localhost/main/agency/find/id', { bizNo }),
      params: {},
      context: contextFor('main', null, ip),
    }),
  );

const askReset = (fields: Record<string, string>) =>
  answerOf(() =>
    findPassword({
      request: post('http://localhost/main/agency/find/password', fields),
      params: {},
      context: contextFor('main', null, freshIp()),
    }),
  );

/** The one problem a find page shows (conform's reply, in the page's order). */
const problemOf = (answer: {
  body?: { result?: { error?: Record<string, string[]> }; error?: Record<string, string[]> };
}) => findProblem(answer.body?.result?.error ?? answer.body?.error);

const mailsTo = async (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('find ID', () => {
  it('answers the login id for a registered number (typed with or without dashes); an unknown one is not registered', async () => {
    const a = await createAgency({ loginId: 'findme01' });
    expect((await lookUp(a.agency.bizNo)).body?.loginId).toBe('findme01');
    const dashed = a.agency.bizNo.replace(/^(\d{3})(\d{2})/, '$1-$2-');
    expect((await lookUp(dashed)).body?.loginId).toBe('findme01');
    const missing = await lookUp(validBizNo());
    expect(missing.status).toBe(404);
    expect(problemOf(missing)).toBe('find.notRegistered');
    expect(missing.body?.loginId).toBeNull();
    const malformed = await lookUp('12345');
    expect(malformed.status).toBe(404);
    expect(malformed.body?.loginId).toBeNull();
    const empty = await lookUp('abc');
    expect(empty.status).toBe(400);
    expect(problemOf(empty)).toBe('find.bizNoRequired');
  });

  it('lets one address look up 10 numbers in 10 minutes, then asks it to wait; other addresses go on', async () => {
    const a = await createAgency({ loginId: 'harvested1' });
    const ip = '198.51.100.7';
    for (let i = 0; i < 10; i++) expect((await lookUp(validBizNo(), ip)).status).toBe(404);
    const limited = await lookUp(a.agency.bizNo, ip);
    expect(limited.status).toBe(429);
    expect(limited.body?.loginId).toBeNull();
    expect((await lookUp(a.agency.bizNo, '198.51.100.8')).body?.loginId).toBe('harvested1');
  });
});

describe('find password', () => {
  it('checks both fields: the number (digits only) and the e-mail (required, its format)', async () => {
    const a = await createAgency();
    expect(problemOf(await askReset({ bizNo: '', email: 'a@example.com' }))).toBe('find.bizNoRequired');
    expect(problemOf(await askReset({ bizNo: '--', email: 'a@example.com' }))).toBe('find.bizNoRequired');
    expect(problemOf(await askReset({ bizNo: a.agency.bizNo, email: '' }))).toBe('find.emailRequired');
    const bad = await askReset({
      bizNo: `${a.agency.bizNo.slice(0, 3)}-x${a.agency.bizNo.slice(3)}`,
      email: 'nope',
    });
    expect(bad.status).toBe(400);
    expect(problemOf(bad)).toBe('find.emailInvalid');
    // What was typed comes back as typed (the page keeps the number's digits).
    expect(bad.body?.initialValue).toMatchObject({ email: 'nope' });
  });

  it('mails one reset link to the manager e-mail only when both match, answers alike, and the link’s page sets the password', async () => {
    const a = await createAgency({ loginId: 'resetme01' });
    const staffEmail = 'resetme01@inst.example.com';
    const wrong = await askReset({ bizNo: a.agency.bizNo, email: 'other@example.com' });
    const unknown = await askReset({ bizNo: validBizNo(), email: staffEmail });
    const right = await askReset({ bizNo: a.agency.bizNo, email: 'RESETME01@inst.example.com' });
    for (const answer of [wrong, unknown, right]) {
      expect(answer.status).toBe(302);
      expect(answer.location).toBe('/main/login?userType=AGENCY');
    }
    expect(await mailsTo('other@example.com')).toHaveLength(0);
    const sent = await mailsTo(staffEmail);
    expect(sent).toHaveLength(1);

    const link = new URL(sent[0].text.match(/https?:\/\/\S+forgot-password\?key=\S+/)![0]);
    expect(link.pathname).toBe('/main/forgot-password');
    const key = link.searchParams.get('key')!;
    const page = await answerOf(() =>
      resetPage({ request: new Request(link), params: {}, context: contextFor('main') }),
    );
    expect(page.status).toBe(200);
    const done = await answerOf(() =>
      resetAction({
        request: post('http://localhost/main/forgot-password', {
          key,
          password: 'NewPassw0rd',
          passwordConfirm: 'NewPassw0rd',
        }),
        params: {},
        context: contextFor('main'),
      }),
    );
    expect(done.location).toBe('/main/login');
    expect(await loginWithAgencyId('resetme01', 'Passw0rd!', { ip: '192.0.2.250' })).toMatchObject({
      ok: false,
    });
    expect(await loginWithAgencyId('resetme01', 'NewPassw0rd', { ip: '192.0.2.251' })).toMatchObject({
      ok: true,
      domain: a.domain,
    });
  });
});
